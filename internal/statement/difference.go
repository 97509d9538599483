package statement

import (
	"regexp"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25: "What is the absolute (positive) difference
// between $A$ and $B$?" read from its whole-statement shape: A and B are
// formulas with no letter, and the question asks |A - B|.

var differenceRe = regexp.MustCompile(`^(what is|find|compute) the (absolute|positive) difference between \$ and \$[.?]?$`)

// ReadDifferenceQuestion returns A and B; ok is false when the statement
// is not the shape.
func ReadDifferenceQuestion(problem string) (a, b ast.Expr, srcA, srcB string, ok bool) {
	if !strings.Contains(problem, "difference between") {
		return nil, nil, "", "", false
	}
	norm, srcs := ShapeProse(UnicodeFix.Replace(problem), " .,;?")
	if len(srcs) != 2 || !differenceRe.MatchString(norm) {
		return nil, nil, "", "", false
	}
	var es [2]ast.Expr
	for i, s := range srcs {
		e, err := latex.ParseExpr(s)
		if err != nil || len(pm.FreeVars(e)) != 0 {
			return nil, nil, "", "", false
		}
		switch e.(type) {
		case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Text, *ast.Bad:
			return nil, nil, "", "", false
		}
		es[i] = e
	}
	return es[0], es[1], srcs[0], srcs[1], true
}
