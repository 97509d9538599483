package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/paramsolve"
)

// Issue 42, one-equation questions of Gaokao read by statement/paramsolve
// (internal/check/equations/nearestint.go, internal/check/values/
// complexparam.go): the nearest integer is mutated to its neighbours
// (off by one), the unrounded root and its floor and ceiling; the real
// parameter to its neighbours, its opposite, its double and a half more:
// leg 1 must solve the equation exactly to tell them apart.
const ParamSolveSlip = "paramsolve-slip"

func init() { registerFamily(ParamSolveSlip, (*gen).paramSolveSlips) }

func (g *gen) paramSolveSlips(problem, _ string) {
	q, near := paramsolve.NearestInt(problem)
	if !near {
		q, _ = paramsolve.ComplexParam(problem)
	}
	a, ok := g.exactAnswer()
	if q.Rel == nil || !ok || near && !a.IsInt() {
		return
	}
	one := big.NewRat(1, 1)
	outs := []*big.Rat{new(big.Rat).Add(a, one), new(big.Rat).Sub(a, one), new(big.Rat).Neg(a), new(big.Rat).Add(a, a), new(big.Rat).Add(a, big.NewRat(1, 2))}
	if p, err := algebra.PolyIn(&ast.Binary{Op: ast.Sub, X: q.Rel.Args[0], Y: q.Rel.Args[1]}, q.Var); near && err == nil && p.Deg() == 1 {
		root := new(big.Rat).Quo(new(big.Rat).Neg(p[0]), p[1])
		outs = append(outs, root, new(big.Rat).SetInt(forms.RatFloor(root)), new(big.Rat).Add(new(big.Rat).SetInt(forms.RatFloor(root)), one))
	}
	for _, x := range outs {
		if x.Cmp(a) == 0 {
			continue // the unrounded root or its floor may be the answer itself
		}
		if e, err := latex.ParseExpr(ratLatex(x)); err == nil {
			g.emit(ParamSolveSlip, e)
		}
	}
}
