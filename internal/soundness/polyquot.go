package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyquot"
)

// Issue 42: mutations of an answer to the quotient of a polynomial
// division (polyquot.Read): the quotient by the divisor with its constant
// term's sign flipped (synthetic division by x − a for x + a), and the
// true quotient with its constant term moved by one (quot-slip).

// QuotSlip is the mutation type of a polynomial quotient.
const QuotSlip = "quot-slip"

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, QuotSlip) }

// quotSlips adds the quot-slip mutants.
func (g *gen) quotSlips(problem string) {
	q, ok := polyquot.Read(problem)
	if !ok {
		return
	}
	c := decide.NewChecker(g.p.ctx, decide.Options{Seed: 1})
	n, ok1 := forms.PolyOf(c, q.Num, q.Var)
	d, ok2 := forms.PolyOf(c, q.Den, q.Var)
	if !ok1 || !ok2 || len(d) < 2 || len(n) > 61 {
		return
	}
	quo, _ := algebra.Divmod(n, d)
	if d[0].Sign() != 0 {
		flipped := append(algebra.Poly{}, d...)
		flipped[0] = new(big.Rat).Neg(d[0])
		other, _ := algebra.Divmod(n, flipped)
		g.emit(QuotSlip, forms.PolyExpr(other, q.Var))
	}
	if len(quo) > 0 {
		moved := append(algebra.Poly{}, quo...)
		moved[0] = new(big.Rat).Add(quo[0], big.NewRat(1, 1))
		g.emit(QuotSlip, forms.PolyExpr(moved, q.Var))
	}
}
