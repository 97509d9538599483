package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/polygon"
)

// Issue 42, a polygon named in words (statement/polygon): the answer is
// mutated to the slips of the formulas: n(n − 1)/2 (every pair of
// vertices) and n(n − 3) (each diagonal counted twice) for the diagonals;
// the exterior angle 360/n and the sum 180(n − 2) for an interior angle;
// 360/a and 360/(180 − a) (the interior and exterior angles confused) and n ± 1 for a
// number of sides.
const PolygonSlip = "polygon-slip"

func init() { registerFamily(PolygonSlip, (*gen).polygonSlips) }

func (g *gen) polygonSlips(problem, _ string) {
	q, ok := polygon.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	r := func(n int) *big.Rat { return big.NewRat(int64(n), 1) }
	var slips []*big.Rat
	switch q.Ask {
	case polygon.AskDiagonals:
		slips = append(slips, r(q.N*(q.N-1)/2), r(q.N*(q.N-3)))
	case polygon.AskInterior:
		slips = append(slips, big.NewRat(360, int64(q.N)), r(180*(q.N-2)))
	case polygon.AskSidesFromInterior, polygon.AskSidesFromExterior:
		for _, a := range []*big.Rat{q.Given, new(big.Rat).Sub(r(180), q.Given)} {
			if a.Sign() > 0 {
				slips = append(slips, new(big.Rat).Quo(r(360), a))
			}
		}
		slips = append(slips, new(big.Rat).Add(ans, r(1)), new(big.Rat).Sub(ans, r(1)))
	default:
		slips = append(slips, new(big.Rat).Add(ans, r(1)), new(big.Rat).Sub(ans, r(1)))
	}
	for _, s := range slips {
		if s.Cmp(ans) != 0 {
			g.emit(PolygonSlip, algebra.RatExpr(s))
		}
	}
}
