package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/extremeroot"
)

// Issue 42: mutations of an answer for the largest or the smallest real
// solution of an equation (extremeroot.Read): every other rational root
// of the numerator of L − R (algebra.LFracOf): the other solutions (the
// smallest for the largest, the neighbouring one) and the roots that a
// cleared denominator adds but the equation excludes. Emitted only where
// the equation is rational and the root differs from the answer.

// RootOther is the mutation type of the extreme solution.
const RootOther = "root-other" // another root of the cleared equation

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, RootOther) }

// extremeRoots adds the root-other mutants.
func (g *gen) extremeRoots(problem string) {
	q, ok := extremeroot.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	f, err := algebra.LFracOf(&ast.Binary{Op: ast.Sub, X: q.Eq.Args[0], Y: q.Eq.Args[1]}, map[string]bool{q.Var: true})
	if err != nil {
		return
	}
	p, ok := f.N.ToPoly(q.Var)
	if !ok || len(p) == 0 {
		return
	}
	if d, ok := f.D.ToPoly(q.Var); ok && len(d) > 1 {
		p = algebra.PolyMul(p, d) // the roots of the denominators too
	}
	for _, r := range algebra.RealRoots(p) {
		if r.Exact != nil && r.Exact.Cmp(ans) != 0 {
			g.emit(RootOther, algebra.RatExpr(r.Exact))
		}
	}
}
