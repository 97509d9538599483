package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/anglepair"
)

// Issue 42, complementary and supplementary angles (statement/anglepair):
// the answer is mutated to the slips of the words: complement and
// supplement confused (the answer ± 90), the other angle of the pair (90
// or 180 minus the answer).
const AnglePairSlip = "anglepair-slip"

func init() { registerFamily(AnglePairSlip, (*gen).anglePairSlips) }

func (g *gen) anglePairSlips(problem, _ string) {
	if _, ok := anglepair.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	r := func(n int64) *big.Rat { return big.NewRat(n, 1) }
	for _, s := range []*big.Rat{new(big.Rat).Add(ans, r(90)), new(big.Rat).Sub(ans, r(90)), new(big.Rat).Sub(r(90), ans), new(big.Rat).Sub(r(180), ans)} {
		if s.Cmp(ans) != 0 {
			g.emit(AnglePairSlip, algebra.RatExpr(s))
		}
	}
}
