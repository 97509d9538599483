package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (CollegeMath algebra): "Find the slope of the line
// through the points $(x_1,y_1)$ and $(x_2,y_2)$." read from its whole
// statement; the two formulas are pairs of closed numbers.

var slopeShapeRe = regexp.MustCompile(`^find the slope of the line through the points \$ and \$\.?$`)

// ReadSlopeQuestion returns the two points' coordinates; ok is false when
// the statement is not the shape.
func ReadSlopeQuestion(problem string) (pts [2][2]ast.Expr, src string, ok bool) {
	if !strings.Contains(problem, "slope") {
		return pts, "", false
	}
	norm, srcs := shapeProse(UnicodeFix.Replace(problem), " .,;")
	if len(srcs) != 2 || !slopeShapeRe.MatchString(norm) {
		return pts, "", false
	}
	for i, s := range srcs {
		e, err := latex.ParseExpr(s)
		if err != nil {
			return pts, "", false
		}
		t, isTuple := e.(*ast.Tuple)
		if !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 || len(pm.FreeVars(e)) != 0 {
			return pts, "", false
		}
		pts[i] = [2]ast.Expr{t.Items[0], t.Items[1]}
	}
	return pts, srcs[0] + " and " + srcs[1], true
}

var slopeRelatedRe = regexp.MustCompile(`^find the slope of a line (parallel|perpendicular) to the given line: \$\.?$`)

// ReadRelatedSlopeQuestion reads "Find the slope of a line parallel
// (perpendicular) to the given line: $L = R$": the equation's two sides
// and whether the perpendicular is asked; ok is false when the statement
// is not the shape.
func ReadRelatedSlopeQuestion(problem string) (l, r ast.Expr, src string, perpendicular, ok bool) {
	if !strings.Contains(problem, "to the given line") {
		return nil, nil, "", false, false
	}
	norm, srcs := shapeProse(UnicodeFix.Replace(problem), " .,;")
	m := slopeRelatedRe.FindStringSubmatch(norm)
	if len(srcs) != 1 || m == nil {
		return nil, nil, "", false, false
	}
	e, err := latex.ParseExpr(srcs[0])
	if err != nil {
		return nil, nil, "", false, false
	}
	rel, isRel := e.(*ast.Rel)
	if !isRel || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || len(rel.Args) != 2 {
		return nil, nil, "", false, false
	}
	return rel.Args[0], rel.Args[1], srcs[0], m[1] == "perpendicular", true
}
