package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/shapes"
	"github.com/dgnpipe/dgnpipe/internal/statement/conic"
)

// Issue 42: mutations of an answer to a quantity of an ellipse or a
// hyperbola given by its equation (conic.Read, shapes.CheckConic): half
// the length (a semi-axis for an axis), the foci of the other kind of
// conic, πa² for the area (conic-slip).

// ConicSlip is the mutation type of the conics' quantities.
const ConicSlip = "conic-slip"

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, ConicSlip) }

// conicSlips adds the conic-slip mutants.
func (g *gen) conicSlips(problem string) {
	q, ok := conic.Read(problem)
	if !ok {
		return
	}
	slips, ok := shapes.ConicSlips(decide.NewChecker(g.p.ctx, decide.Options{Seed: 1}), q)
	if !ok {
		return
	}
	for _, e := range slips {
		g.emit(ConicSlip, e)
	}
}
