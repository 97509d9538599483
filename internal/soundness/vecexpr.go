package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/vecexpr"
)

// Issue 42 (Gaokao): a quantity of vectors given by their coordinates
// (vecexpr.Read; internal/check/linalg/vecexpr.go). The answer, one
// constant (a rational or a quadratic surd), is mutated to its opposite
// and its double (kept when it is not zero), and to it plus or minus one:
// leg 1 must compute the lengths, dot products and cosines exactly.
const VecExprSlip = "vector-quantity-slip"

func init() { registerFamily(VecExprSlip, (*gen).vecExprSlips) }

func (g *gen) vecExprSlips(problem, _ string) {
	if _, ok := vecexpr.Read(problem); !ok {
		return
	}
	part, v, ok := g.oneValue()
	if !ok || part != g.root {
		return
	}
	f := new(big.Float).Abs(v.Float(128))
	if f.Cmp(big.NewFloat(1e-6)) > 0 { // not zero: its opposite and double differ from it
		if u, isNeg := g.root.(*ast.Unary); isNeg && u.Op == ast.Neg {
			g.emit(VecExprSlip, u.X)
		} else {
			g.emit(VecExprSlip, &ast.Unary{Op: ast.Neg, X: g.root})
		}
		g.emit(VecExprSlip, &ast.Binary{Op: ast.Mul, X: num("2"), Y: g.root})
	}
	g.emit(VecExprSlip, &ast.Binary{Op: ast.Add, X: g.root, Y: num("1")})
	g.emit(VecExprSlip, &ast.Binary{Op: ast.Sub, X: g.root, Y: num("1")})
}
