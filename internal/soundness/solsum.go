package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/solsum"
)

// Issue 42, the sum of the solutions of one equation (statement/solsum):
// the answer is mutated to the sum of every rational root of the cleared
// numerator (extraneous ones kept: the usual slip), to the answer plus
// each such root, and to 2A, each a rational other than A; leg 1 must keep
// only the solutions of the equation as written.
const SolSumSlip = "solsum-slip"

func init() { registerFamily(SolSumSlip, (*gen).solSumSlips) }

func (g *gen) solSumSlips(problem, _ string) {
	q, ok := solsum.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	slips := []*big.Rat{new(big.Rat).Mul(ans, big.NewRat(2, 1))}
	if f, err := algebra.LFracOf(&ast.Binary{Op: ast.Sub, X: q.Eq.Args[0], Y: q.Eq.Args[1]}, map[string]bool{q.Var: true}); err == nil {
		if p, ok := f.N.ToPoly(q.Var); ok && len(p) > 0 {
			all := new(big.Rat)
			for _, r := range algebra.RealRoots(p) {
				if r.Exact != nil {
					all.Add(all, r.Exact)
					slips = append(slips, new(big.Rat).Add(ans, r.Exact))
				}
			}
			slips = append(slips, all)
		}
	}
	for _, v := range slips {
		if v.Cmp(ans) != 0 {
			g.emit(SolSumSlip, algebra.RatExpr(v))
		}
	}
}
