package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/shapes"
	"github.com/dgnpipe/dgnpipe/internal/statement/parabola"
)

// Issue 42 (MATH Intermediate Algebra): the focus or the directrix of a
// parabola given by its equation (parabola.Read, shapes.CheckParabola).
// The answer is mutated to the vertex, the point of the directrix on the
// axis, a focus twice as far, the coordinates swapped; a directrix to the
// lines through the focus and through the vertex, or named by the other
// coordinate (shapes.ParabolaSlips, computed from the statement).
const ParabolaSlip = "parabola-slip"

func init() { registerFamily(ParabolaSlip, (*gen).parabolaSlips) }

func (g *gen) parabolaSlips(problem, _ string) {
	q, ok := parabola.Read(problem)
	if !ok {
		return
	}
	slips, ok := shapes.ParabolaSlips(decide.NewChecker(g.p.ctx, decide.Options{Seed: 1}), q)
	if !ok {
		return
	}
	for _, e := range slips {
		g.emit(ParabolaSlip, e)
	}
}
