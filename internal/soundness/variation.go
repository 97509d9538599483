package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/variation"
)

// Issue 42: mutations of an answer to a statement of inverse variation
// (variation.Rewrite). The answer v is replaced by its reciprocal 1/v,
// the slip of dividing where the product is constant (or the reverse),
// when v is an exact rational other than 0, 1 and −1, so that 1/v ≠ v.

// VariationRecip is the mutation type of inverse variation.
const VariationRecip = "variation-recip" // v as 1/v

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, VariationRecip) }

// variations adds the variation-recip mutant.
func (g *gen) variations(problem string) {
	if _, _, ok := variation.Rewrite(problem); !ok {
		return
	}
	r, ok := g.exactAnswer()
	if !ok || r.Sign() == 0 || new(big.Rat).Abs(r).Cmp(big.NewRat(1, 1)) == 0 {
		return
	}
	g.emit(VariationRecip, algebra.RatExpr(new(big.Rat).Inv(r)))
}
