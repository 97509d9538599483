package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/statement/coordshape"
)

// Issue 42 (MATH Precalculus): the shape of r = c, z = c or ρ = c as an
// option's letter (coordshape.Read, space.CheckCoordShape). The answer is
// mutated to every other option's letter (the generator sets \text answers
// aside; TestCoordShapeSlip checks them directly).
const CoordShapeSlip = "coord-shape-slip"

func init() { registerFamily(CoordShapeSlip, (*gen).coordShapeSlips) }

func (g *gen) coordShapeSlips(problem, _ string) {
	q, ok := coordshape.Read(problem)
	if !ok {
		return
	}
	for _, l := range []string{"A", "B", "C", "D", "E", "F"} {
		s := `\text{(` + l + `)}`
		if l == q.Letter || g.seen[s] {
			continue
		}
		g.seen[s] = true
		g.out = append(g.out, Mutant{Type: CoordShapeSlip, Answer: s})
	}
}
