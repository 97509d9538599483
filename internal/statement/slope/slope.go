// Package slope reads the slope questions of CollegeMath's algebra from
// the whole statement's shape: the slope through two points (Read), a
// parallel or perpendicular slope (ReadRelated), a coordinate fixed by a
// slope (ReadUnknown); internal/check/shapes decides them.
package slope

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"

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

// Read returns the two points' coordinates; ok is false when
// the statement is not the shape.
func Read(problem string) (pts [2][2]ast.Expr, src string, ok bool) {
	if !strings.Contains(problem, "slope") {
		return pts, "", false
	}
	norm, srcs := statement.ShapeProse(statement.UnicodeFix.Replace(problem), " .,;")
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

// ReadRelated reads "Find the slope of a line parallel
// (perpendicular) to the given line: $L = R$": the equation's two sides
// and whether the perpendicular is asked; ok is false when the statement
// is not the shape.
func ReadRelated(problem string) (l, r ast.Expr, src string, perpendicular, ok bool) {
	if !strings.Contains(problem, "to the given line") {
		return nil, nil, "", false, false
	}
	norm, srcs := statement.ShapeProse(statement.UnicodeFix.Replace(problem), " .,;")
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

// slopeUnknownRe is "Given the points $P$ and $Q$ and a slope of $m$,
// find the value of $v$." (the slope as a formula, or a bare integer:
// group 1).
var slopeUnknownRe = regexp.MustCompile(`^given the points \$ and \$ and a slope of (\$|-?\d{1,6}), find the value of \$\.?$`)

// Unknown is what ReadUnknown read: the two points, the slope
// and the unknown coordinate v, which stands alone as exactly one of the
// four coordinates (At: point, coordinate).
type Unknown struct {
	Pts   [2][2]ast.Expr
	Slope ast.Expr
	Name  string
	At    [2]int
	Src   string
}

// ReadUnknown reads "Given the points $(x, 5)$ and $(8,0)$ and a
// slope of $-\frac{5}{6}$, find the value of $x$." (Issue 42,
// CollegeMath): every other coordinate and the slope closed; ok is false
// for any other statement.
func ReadUnknown(problem string) (Unknown, bool) {
	var su Unknown
	if !strings.Contains(problem, "slope") {
		return su, false
	}
	norm, srcs := statement.ShapeProse(statement.UnicodeFix.Replace(problem), " .,;")
	m := slopeUnknownRe.FindStringSubmatch(norm)
	if m == nil {
		return su, false
	}
	slopeSrc := m[1]
	if slopeSrc == "$" {
		if len(srcs) != 4 {
			return su, false
		}
		slopeSrc, srcs = srcs[2], []string{srcs[0], srcs[1], srcs[3]}
	}
	if len(srcs) != 3 {
		return su, false
	}
	slope, err := latex.ParseExpr(slopeSrc)
	if err != nil || len(pm.FreeVars(slope)) != 0 {
		return su, false
	}
	v, err := latex.ParseExpr(srcs[2])
	id, isIdent := v.(*ast.Ident)
	if err != nil || !isIdent {
		return su, false
	}
	found := 0
	for i := range 2 {
		e, err := latex.ParseExpr(srcs[i])
		if err != nil {
			return su, false
		}
		t, isTuple := e.(*ast.Tuple)
		if !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 {
			return su, false
		}
		for j, it := range t.Items {
			if x, ok := it.(*ast.Ident); ok && x.Name == id.Name {
				found++
				su.At = [2]int{i, j}
			} else if len(pm.FreeVars(it)) != 0 {
				return su, false
			}
		}
		su.Pts[i] = [2]ast.Expr{t.Items[0], t.Items[1]}
	}
	if found != 1 {
		return su, false
	}
	su.Slope, su.Name = slope, id.Name
	su.Src = srcs[0] + " and " + srcs[1] + ", slope " + slopeSrc
	return su, true
}
