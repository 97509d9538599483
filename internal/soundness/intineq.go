package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/intineq"
)

// Issue 42, the integers that satisfy linear inequalities in one letter
// (statement/intineq): the answer is mutated to the slips of solving them:
// the opposite (the comparison not reversed when dividing by a negative
// number), the answer two away (an end taken open for closed twice over),
// the double (a count or a sum taken on both sides of 0).
const IntIneqSlip = "intineq-slip"

func init() { registerFamily(IntIneqSlip, (*gen).intIneqSlips) }

func (g *gen) intIneqSlips(problem, _ string) {
	if _, ok := intineq.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, s := range []*big.Rat{new(big.Rat).Neg(ans), new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two), new(big.Rat).Mul(ans, two)} {
		if s.Cmp(ans) != 0 {
			g.emit(IntIneqSlip, algebra.RatExpr(s))
		}
	}
}
