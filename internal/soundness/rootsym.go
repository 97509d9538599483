package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/given"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/rootsym"
)

// Issue 42: mutations of an answer to an expression in the named roots of
// a polynomial (rootsym.Read, given.CheckRootSymmetric): the value v as
// v + 1 and v − 1 (root-neighbour), and the value the expression takes
// after a slip in Vieta's relations (root-vieta): the leading coefficient
// forgotten (the polynomial read as monic), or the signs of the relations
// forgotten (the roots of p(−x)), each when it is another number.

// The mutation types of the roots' expressions.
const (
	RootNeighbour = "root-neighbour" // v as v + 1 and v − 1
	RootVieta     = "root-vieta"     // the value under a slip in Vieta's relations
)

// The types are listed after the others (Types is in table order).
func init() { Types = append(Types, RootNeighbour, RootVieta) }

// rootSymSlips adds the root-neighbour and root-vieta mutants.
func (g *gen) rootSymSlips(problem string) {
	q, ok := rootsym.Read(problem)
	if !ok {
		return
	}
	if _, _, ok := g.oneValue(); !ok {
		return
	}
	for _, d := range []int64{1, -1} {
		g.emit(RootNeighbour, &ast.Binary{Op: ast.Add, X: g.root, Y: algebra.RatExpr(big.NewRat(d, 1))})
	}
	c := decide.NewChecker(g.p.ctx, decide.Options{Seed: 1})
	p, ok := forms.PolyOf(c, q.Poly, q.Var)
	if !ok {
		return
	}
	v, ok := given.RootSymValue(c, q, p)
	if !ok {
		return
	}
	n := len(p) - 1
	monic := append(algebra.Poly{}, p...)
	monic[n] = big.NewRat(1, 1)
	signs := append(algebra.Poly{}, p...)
	for k := 1; k <= n; k += 2 {
		signs[n-k] = new(big.Rat).Neg(p[n-k])
	}
	for _, slip := range []algebra.Poly{monic, signs} {
		if w, ok := given.RootSymValue(c, q, slip); ok && w.Cmp(v) != 0 {
			g.emit(RootVieta, algebra.RatExpr(w))
		}
	}
}
