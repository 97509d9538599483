package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/commonroot"
)

// Issue 42, the common solution of two equations (statement/commonroot):
// the answer is mutated to every other rational root of either equation
// (a root of one that is not a root of the other), each other than the
// answer; leg 1 must keep only the common one.
const CommonRootSlip = "commonroot-slip"

func init() { registerFamily(CommonRootSlip, (*gen).commonRootSlips) }

func (g *gen) commonRootSlips(problem, _ string) {
	eqs, x, ok := commonroot.Equations(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	for _, eq := range eqs {
		f, err := algebra.LFracOf(&ast.Binary{Op: ast.Sub, X: eq.Args[0], Y: eq.Args[1]}, map[string]bool{x: true})
		if err != nil {
			continue
		}
		p, ok := f.N.ToPoly(x)
		if !ok || len(p) == 0 {
			continue
		}
		for _, r := range algebra.RealRoots(p) {
			if r.Exact != nil && r.Exact.Cmp(ans) != 0 {
				g.emit(CommonRootSlip, algebra.RatExpr(r.Exact))
			}
		}
	}
}
