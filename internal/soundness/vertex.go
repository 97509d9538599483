package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/shapes"
	"github.com/dgnpipe/dgnpipe/internal/statement/vertexq"
)

// Issue 42, the vertex of the parabola of a quadratic (statement/vertexq):
// the answer A is mutated to the value at the vertex with the sign of
// −b/(2a) slipped (shapes.VertexSlips), and to 2A and A + 2, each a
// rational other than A; leg 1 must find the vertex exactly.
const VertexSlip = "vertex-slip"

func init() { registerFamily(VertexSlip, (*gen).vertexSlips) }

func (g *gen) vertexSlips(problem, _ string) {
	q, ok := vertexq.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	slips := shapes.VertexSlips(decide.NewChecker(g.p.ctx, decide.Options{Seed: 1}), q)
	slips = append(slips, new(big.Rat).Mul(ans, big.NewRat(2, 1)), new(big.Rat).Add(ans, big.NewRat(2, 1)))
	for _, v := range slips {
		if v.Cmp(ans) != 0 {
			g.emit(VertexSlip, algebra.RatExpr(v))
		}
	}
}
