package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/radconj"
)

// Issue 42 (MATH Intermediate Algebra): the radical conjugate of a + b√c
// (radconj.Read, values.CheckRadConj). A conjugate is mutated to the
// number itself and to the conjugate's opposite; a sum or a product (a
// rational) to itself plus 1 and to its opposite (each kept when it
// changes the answer).
const RadConjSlip = "radconj-slip"

func init() { registerFamily(RadConjSlip, (*gen).radConjSlips) }

func (g *gen) radConjSlips(problem, _ string) {
	q, ok := radconj.Read(problem)
	if !ok {
		return
	}
	if q.Ask == radconj.Conjugate {
		g.emit(RadConjSlip, q.N)
		g.emit(RadConjSlip, &ast.Unary{Op: ast.Neg, X: g.root})
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, m := range []*big.Rat{new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Neg(v)} {
		if m.Cmp(v) == 0 {
			continue
		}
		if e, err := latex.ParseExpr(ratLatex(m)); err == nil {
			g.emit(RadConjSlip, e)
		}
	}
}
