package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/units"
)

// Issue 42 (CollegeMath 7.8, MATH): mutations of a quantity converted to
// another unit (internal/statement/units). The mutants are the slips of a
// conversion: the ratio of the units turned upside down (multiplying
// where one divides), and, for an area or a volume, the ratio of the
// lengths used unsquared (or uncubed).

// UnitSlip is the mutation type of unit conversions.
const UnitSlip = "unit-slip" // the ratio inverted, or the power of a length forgotten

// unitSlips adds the unit-slip mutants.
func (g *gen) unitSlips(problem string) {
	q, ok := units.Read(problem)
	if !ok {
		return
	}
	if r, ok := g.exactAnswer(); !ok || r.Cmp(q.Result()) != 0 {
		return
	}
	inv := new(big.Rat).Mul(q.Value, q.To.Size)
	g.emit(UnitSlip, algebra.RatExpr(inv.Quo(inv, q.From.Size)))
	if q.From.Power > 1 {
		lin := new(big.Rat).Mul(q.Value, q.From.Base)
		g.emit(UnitSlip, algebra.RatExpr(lin.Quo(lin, q.To.Base)))
	}
}
