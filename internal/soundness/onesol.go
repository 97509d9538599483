package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/onesol"
)

// Issue 42, the parameter that gives a quadratic equation exactly one
// solution (statement/onesol): the answer A is mutated to −A (the root of
// the discriminant of the other sign), 2A and A/2 (a factor of the
// discriminant lost), each a rational other than A; leg 1 must solve the
// discriminant and keep the sign asked.
const OneSolSlip = "onesol-slip"

func init() { registerFamily(OneSolSlip, (*gen).oneSolSlips) }

func (g *gen) oneSolSlips(problem, _ string) {
	if _, ok := onesol.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{new(big.Rat).Neg(ans), new(big.Rat).Mul(ans, two), new(big.Rat).Quo(ans, two)} {
		if v.Cmp(ans) != 0 {
			g.emit(OneSolSlip, algebra.RatExpr(v))
		}
	}
}
