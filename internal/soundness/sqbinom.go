package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/sqbinom"
)

// Issue 42, the constant that makes a quadratic the square of a binomial
// (statement/sqbinom): the answer A is mutated to 2A and A/2 (the half of
// the middle coefficient not squared, or squared twice) and A ± 2, each a
// rational other than A; leg 1 must solve the form's coefficients.
const SqBinomSlip = "sqbinom-slip"

func init() { registerFamily(SqBinomSlip, (*gen).sqBinomSlips) }

func (g *gen) sqBinomSlips(problem, _ string) {
	if _, ok := sqbinom.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{new(big.Rat).Mul(ans, two), new(big.Rat).Quo(ans, two), new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two)} {
		if v.Cmp(ans) != 0 {
			g.emit(SqBinomSlip, algebra.RatExpr(v))
		}
	}
}
