package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/intsum"
)

// Issue 42, the sum of the integers of a kind in a range
// (statement/intsum): the answer A is mutated to A + m, A − 2m (m the
// step) and 2A, each a rational other than A; leg 1 must find the terms
// and sum them exactly.
const IntSumSlip = "intsum-slip"

func init() { registerFamily(IntSumSlip, (*gen).intSumSlips) }

func (g *gen) intSumSlips(problem, _ string) {
	q, ok := intsum.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	st := new(big.Rat).SetInt(q.Step)
	for _, v := range []*big.Rat{new(big.Rat).Add(ans, st), new(big.Rat).Sub(ans, new(big.Rat).Mul(st, big.NewRat(2, 1))), new(big.Rat).Mul(ans, big.NewRat(2, 1))} {
		if v.Cmp(ans) != 0 {
			g.emit(IntSumSlip, algebra.RatExpr(v))
		}
	}
}
