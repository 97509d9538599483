package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/sequences"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/recurrence"
)

// Issue 42 (OlympiadBench), a term of a sequence given by values and a
// recurrence (internal/check/sequences/recurrence.go): the answer is
// mutated to the terms at the neighbouring indices (the index off by one
// either way), off by one itself, negated and doubled; each that differs
// from the term, which leg 1 computes exactly, must not be confirmed.
const RecurrenceSlip = "recurrence-slip"

func init() { registerFamily(RecurrenceSlip, (*gen).recurrenceSlips) }

func (g *gen) recurrenceSlips(problem, _ string) {
	if p, _, ok := statement.LetPreamble(problem); ok {
		problem = p
	}
	q, ok := recurrence.Read(problem)
	if !ok {
		return
	}
	want, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	xs := []*big.Rat{new(big.Rat).Add(want, one), new(big.Rat).Sub(want, one), new(big.Rat).Neg(want), new(big.Rat).Add(want, want)}
	for _, d := range []int64{-1, 1} {
		n := q
		n.Ask += d
		if v, why := sequences.RecurrenceTerm(n); why == "" {
			xs = append(xs, v)
		}
	}
	for _, x := range xs {
		if x.Cmp(want) != 0 {
			g.emit(RecurrenceSlip, ratTree(x))
		}
	}
}

// ratTree writes a rational as an integer or a fraction, signed.
func ratTree(x *big.Rat) ast.Expr {
	a := new(big.Rat).Abs(x)
	var e ast.Expr = num(a.Num().String())
	if !a.IsInt() {
		e = &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: e, Y: num(a.Denom().String())}
	}
	if x.Sign() < 0 {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}
