package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/contpiece"
)

// Issue 42, the constant that makes a two-piece function continuous
// (statement/contpiece): the answer A is mutated to −A, 2A, 3A, A + 2
// and A − 3, each a rational other than A; leg 1 must equate the pieces at the split.
const ContPieceSlip = "contpiece-slip"

func init() { registerFamily(ContPieceSlip, (*gen).contPieceSlips) }

func (g *gen) contPieceSlips(problem, _ string) {
	if _, ok := contpiece.Read(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{new(big.Rat).Neg(ans), new(big.Rat).Mul(ans, two), new(big.Rat).Add(ans, two), new(big.Rat).Mul(ans, big.NewRat(3, 1)), new(big.Rat).Sub(ans, big.NewRat(3, 1))} {
		if v.Cmp(ans) != 0 {
			g.emit(ContPieceSlip, algebra.RatExpr(v))
		}
	}
}
