package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/basecount"
	"github.com/dgnpipe/dgnpipe/internal/statement/coinleast"
	"github.com/dgnpipe/dgnpipe/internal/statement/diffsq"
	"github.com/dgnpipe/dgnpipe/internal/statement/divisorset"
	"github.com/dgnpipe/dgnpipe/internal/statement/multcount"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyangle"
	"github.com/dgnpipe/dgnpipe/internal/statement/powchain"
)

// Issue 42, questions answered by one exact count or value computed from
// a statement read whole: a set of the divisors of one integer
// (statement/divisorset), the angles of a polygon named by its number of
// sides (statement/polyangle), the integers of a range that are multiples
// of given numbers (statement/multcount), the integers n with a power B^n
// between two numbers (statement/powchain), the least number of fair coin
// flips below a probability (statement/coinleast), the bases in which an
// integer has K digits (statement/basecount), the integers that are
// differences of two squares (statement/diffsq). The answer is mutated to its
// neighbours (±1) and to its double, each a number other than the answer;
// leg 1 must compute the value the words ask, exactly.
const (
	DivisorSetSlip = "divisor-set-slip"
	PolyAngleSlip  = "poly-angle-slip"
	MultCountSlip  = "mult-count-slip"
	PowChainSlip   = "pow-chain-slip"
	CoinLeastSlip  = "coin-least-slip"
	BaseCountSlip  = "base-count-slip"
	DiffSqSlip     = "diff-squares-slip"
)

func init() {
	registerFamily(DivisorSetSlip, (*gen).divisorSetSlips)
	registerFamily(PolyAngleSlip, (*gen).polyAngleSlips)
	registerFamily(MultCountSlip, (*gen).multCountSlips)
	registerFamily(PowChainSlip, (*gen).powChainSlips)
	registerFamily(CoinLeastSlip, (*gen).coinLeastSlips)
	registerFamily(BaseCountSlip, (*gen).baseCountSlips)
	registerFamily(DiffSqSlip, (*gen).diffSqSlips)
}

func (g *gen) divisorSetSlips(problem, _ string) {
	if _, ok := divisorset.Read(problem); ok {
		g.neighbourSlips(DivisorSetSlip)
	}
}

func (g *gen) polyAngleSlips(problem, _ string) {
	if _, ok := polyangle.Read(problem); ok {
		g.neighbourSlips(PolyAngleSlip)
	}
}

func (g *gen) multCountSlips(problem, _ string) {
	if _, ok := multcount.Read(problem); ok {
		g.neighbourSlips(MultCountSlip)
	}
}

func (g *gen) powChainSlips(problem, _ string) {
	if _, ok := powchain.Read(problem); ok {
		g.neighbourSlips(PowChainSlip)
	}
}

func (g *gen) coinLeastSlips(problem, _ string) {
	if _, ok := coinleast.Read(problem); ok {
		g.neighbourSlips(CoinLeastSlip)
	}
}

func (g *gen) baseCountSlips(problem, _ string) {
	if _, ok := basecount.Read(problem); ok {
		g.neighbourSlips(BaseCountSlip)
	}
}

func (g *gen) diffSqSlips(problem, _ string) {
	if _, ok := diffsq.Read(problem); ok {
		g.neighbourSlips(DiffSqSlip)
	}
}

// neighbourSlips emits the answer ± 1 and twice the answer, when the
// answer is an exact number and each differs from it.
func (g *gen) neighbourSlips(typ string) {
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	for _, v := range []*big.Rat{new(big.Rat).Add(ans, one), new(big.Rat).Sub(ans, one), new(big.Rat).Mul(ans, big.NewRat(2, 1))} {
		if v.Cmp(ans) != 0 {
			g.emit(typ, algebra.RatExpr(v))
		}
	}
}
