package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/surdroot"
)

// Issue 42, the positive solution of a quadratic written √a − b
// (statement/surdroot): the answer A is mutated to A ± 2 and 2A, each a
// rational other than A (the generic slips cover A ± 1); leg 1 must find
// a and b exactly.
const SurdRootSlip = "surdroot-slip"

func init() { registerFamily(SurdRootSlip, (*gen).surdRootSlips) }

func (g *gen) surdRootSlips(problem, _ string) {
	if _, ok := surdroot.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two), new(big.Rat).Mul(ans, two)} {
		if v.Cmp(ans) != 0 {
			g.emit(SurdRootSlip, algebra.RatExpr(v))
		}
	}
}
