package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/polyarea"
)

// Issue 42 (MATH, OlympiadBench): mutations of the area of a polygon given
// by its vertices (internal/statement/polyarea). The mutants are the slips
// of the shoelace formula: the half forgotten (twice the area), and the
// sum taken over the points in the order the statement lists them when
// that is not the polygon's order (a crossed polygon's signed sum).

// AreaSlip is the mutation type of polygon areas.
const AreaSlip = "area-slip" // twice the area, or the shoelace sum over the listed order

// areaSlips adds the area-slip mutants.
func (g *gen) areaSlips(problem string) {
	q, ok := polyarea.Read(problem)
	if !ok || len(q.Points[0].Coords) != 2 {
		return
	}
	area, ok := g.exactAnswer()
	if !ok || area.Sign() <= 0 {
		return
	}
	g.emit(AreaSlip, algebra.RatExpr(new(big.Rat).Mul(area, big.NewRat(2, 1))))
	sum := new(big.Rat)
	n := len(q.Points)
	for i, p := range q.Points {
		r := q.Points[(i+1)%n]
		sum.Add(sum, new(big.Rat).Sub(new(big.Rat).Mul(p.Coords[0], r.Coords[1]), new(big.Rat).Mul(r.Coords[0], p.Coords[1])))
	}
	listed := new(big.Rat).Quo(sum.Abs(sum), big.NewRat(2, 1))
	if listed.Cmp(area) != 0 && listed.Sign() > 0 {
		g.emit(AreaSlip, algebra.RatExpr(listed))
	}
}
