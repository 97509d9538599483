package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/unitchain"
)

// Issue 42, a conversion between made-up units given by two equivalences
// (statement/unitchain): the answer is mutated to the chain taken the
// wrong way round (the number given times the unit's worth instead of
// over it) and to the number given itself.
const UnitChainSlip = "unitchain-slip"

func init() { registerFamily(UnitChainSlip, (*gen).unitChainSlips) }

func (g *gen) unitChainSlips(problem, _ string) {
	q, ok := unitchain.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok || ans.Sign() == 0 {
		return
	}
	n := q.Asked.N[1]
	// ans = n / w, so the worth w = n / ans; the wrong way round is n·w.
	wrong := new(big.Rat).Mul(n, new(big.Rat).Quo(n, ans))
	for _, s := range []*big.Rat{wrong, n} {
		if s.Cmp(ans) != 0 {
			g.emit(UnitChainSlip, algebra.RatExpr(s))
		}
	}
}
