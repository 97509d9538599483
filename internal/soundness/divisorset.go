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
	registerFamily(DivisorSetSlip, neighboursWhenRead(DivisorSetSlip, divisorset.Read))
	registerFamily(PolyAngleSlip, neighboursWhenRead(PolyAngleSlip, polyangle.Read))
	registerFamily(MultCountSlip, neighboursWhenRead(MultCountSlip, multcount.Read))
	registerFamily(PowChainSlip, neighboursWhenRead(PowChainSlip, powchain.Read))
	registerFamily(CoinLeastSlip, neighboursWhenRead(CoinLeastSlip, coinleast.Read))
	registerFamily(BaseCountSlip, neighboursWhenRead(BaseCountSlip, basecount.Read))
	registerFamily(DiffSqSlip, neighboursWhenRead(DiffSqSlip, diffsq.Read))
}

// neighboursWhenRead is the slips of type typ of a statement that read
// reads: the answer's neighbours (neighbourSlips).
func neighboursWhenRead[Q any](typ string, read func(string) (Q, bool)) func(g *gen, problem, answer string) {
	return func(g *gen, problem, _ string) {
		if _, ok := read(problem); ok {
			g.neighbourSlips(typ)
		}
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
