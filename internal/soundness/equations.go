package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25 (CollegeMath algebra): an answer that is one
// polynomial equation in one unknown ("Find a quadratic equation with the
// solutions ...": x² - 4x - 2 = 0).

// EquationShift is the mutation type of a polynomial equation.
const EquationShift = "equation-shift" // L = R as L = R + 1

// equationShift adds L = R + 1 for an answer L = R whose L − R is a
// polynomial of positive degree in its one unknown (exact expansion,
// nonnegative integer exponents). The two equations have no common
// solution (P(x) = 0 and P(x) = 1 cannot both hold) and each has one over
// the complex numbers, so their solution sets differ.
func (g *gen) equationShift() {
	rel, ok := g.root.(*ast.Rel)
	if !ok || len(rel.Ops) != 1 || rel.Ops[0] != ast.Eq || len(rel.Args) != 2 {
		return
	}
	vars := freeVars(rel)
	if len(vars) != 1 || vars[0] == "i" || vars[0] == "e" {
		return
	}
	p, err := algebra.LaurentOf(&ast.Binary{Op: ast.Sub, X: rel.Args[0], Y: rel.Args[1]}, map[string]bool{vars[0]: true})
	if err != nil {
		return
	}
	positive := false
	for _, t := range p {
		for v, e := range t.Exps {
			if v != vars[0] || !e.IsInt() || e.Sign() < 0 {
				return
			}
			positive = positive || e.Sign() > 0
		}
	}
	if !positive {
		return
	}
	shifted := &ast.Binary{Op: ast.Add, X: rel.Args[1], Y: num("1")}
	g.emit(EquationShift, &ast.Rel{Ops: rel.Ops, Args: []ast.Expr{rel.Args[0], shifted}})
}
