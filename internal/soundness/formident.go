package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/formident"
)

// Issue 42: mutations of an answer about the constants of a form an
// expression is written in (formident.Read): the neighbouring values
// v + 1 and v − 1, and 2v (the leading coefficient of the form slipped
// in or out of a constant) when v is a nonzero rational, each different
// from v.

// FormNeighbour is the mutation type of the constants of a form.
const FormNeighbour = "form-neighbour" // v as v ± 1 and 2v

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, FormNeighbour) }

// formValues adds the form-neighbour mutants.
func (g *gen) formValues(problem string) {
	if _, ok := formident.Read(problem); !ok {
		return
	}
	_, v, ok := g.oneValue()
	if !ok {
		return
	}
	for _, d := range []int64{1, -1} {
		g.emit(FormNeighbour, &ast.Binary{Op: ast.Add, X: g.root, Y: algebra.RatExpr(big.NewRat(d, 1))})
	}
	if r, exact := v.Exact(); exact && r.Sign() != 0 { // 2v differs from v
		g.emit(FormNeighbour, &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: algebra.RatExpr(big.NewRat(2, 1)), Y: g.root})
	}
}
