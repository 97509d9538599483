package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/funcsolve"
)

// Issue 42, the unknown of one equation written with functions the
// statement defines (statement/funcsolve): the answer A is mutated to 2A,
// A/2 (a coefficient of the substituted equation lost), A ± 2 and A ± 3,
// each a rational other than A (−A and A ± 1 are the generic slips
// already); leg 1 must substitute the definitions and solve.
const FuncEqSlip = "funceq-slip"

func init() { registerFamily(FuncEqSlip, (*gen).funcEqSlips) }

func (g *gen) funcEqSlips(problem, _ string) {
	if _, ok := funcsolve.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two, three := big.NewRat(2, 1), big.NewRat(3, 1)
	for _, v := range []*big.Rat{new(big.Rat).Mul(ans, two), new(big.Rat).Quo(ans, two), new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two),
		new(big.Rat).Add(ans, three), new(big.Rat).Sub(ans, three)} {
		if v.Cmp(ans) != 0 {
			g.emit(FuncEqSlip, algebra.RatExpr(v))
		}
	}
}
