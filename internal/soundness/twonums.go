package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/twonums"
)

// Issue 42, two numbers given by their sum and one more relation
// (statement/twonums): the answer A is mutated to the sum itself, the
// relation's value, and A ± 2, each a rational other than A; leg 1 must
// solve for the two numbers.
const TwoNumsSlip = "twonums-slip"

func init() { registerFamily(TwoNumsSlip, (*gen).twoNumsSlips) }

func (g *gen) twoNumsSlips(problem, _ string) {
	q, ok := twonums.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{q.Sum, q.Value, new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two)} {
		if v.Cmp(ans) != 0 {
			g.emit(TwoNumsSlip, algebra.RatExpr(v))
		}
	}
}
