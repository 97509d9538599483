package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/piecesum"
)

// Issue 42, the sum of the solutions of f(x) = c for a piecewise f
// (statement/piecesum): the answer A is mutated to the sum of every
// rational root of every piece, its condition ignored (the usual slip),
// and to A plus each such root, each a rational other than A; leg 1 must
// keep a root only where its piece applies.
const PieceSumSlip = "piecesum-slip"

func init() { registerFamily(PieceSumSlip, (*gen).pieceSumSlips) }

func (g *gen) pieceSumSlips(problem, _ string) {
	q, ok := piecesum.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	c := decide.NewChecker(g.p.ctx, decide.Options{Seed: 1})
	all := new(big.Rat)
	var slips []*big.Rat
	for _, p := range q.F.Pieces {
		poly, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: p.Value, Y: q.C}, q.Var)
		if !ok {
			return
		}
		for _, r := range algebra.RealRoots(poly) {
			if r.Exact != nil {
				all.Add(all, r.Exact)
				slips = append(slips, new(big.Rat).Add(ans, r.Exact))
			}
		}
	}
	for _, v := range append(slips, all) {
		if v.Cmp(ans) != 0 {
			g.emit(PieceSumSlip, algebra.RatExpr(v))
		}
	}
}
