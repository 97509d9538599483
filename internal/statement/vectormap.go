package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 42 (MATH Precalculus): a plane transformation known by one vector
// and its image, asked for the image of another, read from the whole
// statement
//
//	A rotation centered at the origin takes $u$ to $v.$  Which vector does the rotation take $w$ to?
//
// (a dilation centered at the origin, a reflection, a projection), u, v, w
// columns of two rational entries written as pmatrix.

// VectorMap is such a question.
type VectorMap struct {
	Kind    string      // "rotation", "dilation", "reflection" or "projection"
	U, V, W [2]ast.Expr // the vector, its image, the vector asked about
}

var vectorMapRe = regexp.MustCompile(`^a (rotation centered at the origin|dilation centered at the origin|reflection|projection) takes \$ to \$\.? which vector does the (rotation|dilation|reflection|projection) take \$ to\?$`)

// ReadVectorMap reads such a question; ok is false when the statement is
// not exactly the shape or a vector is not a column of two entries.
func ReadVectorMap(problem string) (VectorMap, bool) {
	if !strings.Contains(problem, " takes ") {
		return VectorMap{}, false
	}
	norm, srcs := ShapeProse(problem, " .,;?")
	m := vectorMapRe.FindStringSubmatch(norm)
	if m == nil || len(srcs) != 3 || !strings.HasPrefix(m[1], m[2]) {
		return VectorMap{}, false
	}
	q := VectorMap{Kind: m[2]}
	for i, dst := range []*[2]ast.Expr{&q.U, &q.V, &q.W} {
		e, err := latex.ParseExpr(srcs[i])
		if err != nil {
			return VectorMap{}, false
		}
		t, ok := e.(*ast.Tuple)
		if !ok || len(t.Items) != 2 {
			return VectorMap{}, false
		}
		rows, ok := MatrixLiteral(t, srcs[i])
		if !ok || len(rows) != 2 || len(rows[0]) != 1 {
			return VectorMap{}, false
		}
		*dst = [2]ast.Expr{rows[0][0], rows[1][0]}
	}
	return q, true
}
