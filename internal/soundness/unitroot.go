package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/unitroot"
)

// Issue 42 (MATH Intermediate Algebra): E(z) for a complex z fixed by one
// polynomial condition (unitroot.Read, given.CheckUnitRoot). A rational
// answer is mutated to itself plus and minus 1 and to its negation (the
// value at z = 1 forgotten or a sign slipped); leg 1 must reduce E modulo
// every factor of the condition.
const UnitRootSlip = "unitroot-slip"

func init() { registerFamily(UnitRootSlip, (*gen).unitRootSlips) }

func (g *gen) unitRootSlips(problem, _ string) {
	if _, ok := unitroot.Read(problem); !ok {
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, m := range []*big.Rat{new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Sub(v, big.NewRat(1, 1)), new(big.Rat).Neg(v)} {
		if m.Cmp(v) != 0 {
			g.emit(UnitRootSlip, algebra.RatExpr(m))
		}
	}
}
