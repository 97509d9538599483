package linalg

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): the dot product of two vectors given by
// their components.

// checkVectorDot is CheckVectorDot on this package's checker.
func (c *checker) checkVectorDot(problem, answerSrc string) (decide.Result, bool) {
	u, v, ok := statement.VectorDot(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := statement.VectorDotShape
	dot := new(big.Rat)
	for k := range u {
		a, err1 := c.Eval(u[k], nil)
		b, err2 := c.Eval(v[k], nil)
		if err1 != nil || err2 != nil {
			return decide.Undecided(kind, "a component of the vectors cannot be evaluated"), true
		}
		qa, ea := a.Exact()
		qb, eb := b.Exact()
		if !ea || !eb {
			return decide.Undecided(kind, "a component of the vectors is not an exact rational number"), true
		}
		dot.Add(dot, new(big.Rat).Mul(qa, qb))
	}
	q, bad := c.OneExactAnswer(answerSrc, kind, shape, "")
	if bad != nil {
		return *bad, true
	}
	if q.Cmp(dot) != 0 {
		r := decide.Refute(kind, "the dot product, the sum of the products of the %d components, is %s exactly, not %s (the statement's shape %q)", len(u), dot.RatString(), q.RatString(), shape)
		r.Recomputed, r.RecomputedDiffers = dot.RatString(), true
		return r, true
	}
	r := decide.Confirm(kind, "the dot product, the sum of the products of the %d components, is %s exactly, equal to the answer (the statement's shape %q)", len(u), dot.RatString(), shape)
	// The components as the statement writes them, for other engines.
	var sum ast.Expr
	for k := range u {
		t := &ast.Binary{Op: ast.Mul, X: u[k], Y: v[k]}
		if sum == nil {
			sum = t
		} else {
			sum = &ast.Binary{Op: ast.Add, X: sum, Y: t}
		}
	}
	if sum != nil {
		r.Evidence = []decide.Comparison{equal("the dot product, the sum of the products of the components", sum, ratExpr(q))}
	}
	return r, true
}

// CheckVectorDot checks statement.VectorDotShape: the components are
// evaluated exactly (rational numbers only), the dot product is the sum of
// their products, compared exactly with the answer (one rational number).
func CheckVectorDot(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkVectorDot(problem, answerSrc)
}
