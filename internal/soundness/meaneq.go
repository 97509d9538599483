package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/meaneq"
)

// Issue 42, the unknown of an equation on the means of listed numbers
// (statement/meaneq): the answer is mutated to the slips of solving it:
// the unknown off by the count of the items (the mean taken over one item
// fewer or more), the mean itself, and the answer negated.
const MeanEqSlip = "meaneq-slip"

func init() { registerFamily(MeanEqSlip, (*gen).meanEqSlips) }

func (g *gen) meanEqSlips(problem, _ string) {
	q, ok := meaneq.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	n := big.NewRat(int64(len(q.Left)), 1)
	slips := []*big.Rat{new(big.Rat).Add(ans, n), new(big.Rat).Sub(ans, n), new(big.Rat).Neg(ans)}
	if v, ok := g.exactValue(q.Right[0]); ok && len(q.Right) == 1 {
		slips = append(slips, v)
	}
	for _, s := range slips {
		if s.Cmp(ans) != 0 {
			g.emit(MeanEqSlip, algebra.RatExpr(s))
		}
	}
}
