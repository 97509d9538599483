package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/measure"
)

// Issue 42: mutations of a measure of a figure named with its lengths (a
// statement internal/statement/measure reads). The slips of such a
// measure: a radius read as a diameter or the reverse, a half forgotten
// (the value doubled or halved), π dropped (the value divided by π, when
// the answer has π), and a neighbouring value (v + 1, v − 1). The measure
// is positive, so each mutant differs from the answer.

// MeasureScale and MeasureShift are the mutation types of a measure.
const (
	MeasureScale = "measure-scale" // 2v, v/2, v/π
	MeasureShift = "measure-shift" // v ± 1
)

// The types are listed after the others (Types is in table order).
func init() { Types = append(Types, MeasureScale, MeasureShift) }

// measures adds the measure-scale and measure-shift mutants.
func (g *gen) measures(problem string) {
	if _, ok := measure.Read(problem); !ok {
		return
	}
	_, v, ok := g.oneValue()
	if !ok {
		return
	}
	if r, exact := v.Exact(); exact && r.Sign() == 0 {
		return
	}
	rat := func(n, d int64) ast.Expr { return algebra.RatExpr(big.NewRat(n, d)) }
	g.emit(MeasureScale, &ast.Binary{Op: ast.Mul, X: rat(2, 1), Y: g.root})
	g.emit(MeasureScale, &ast.Binary{Op: ast.Div, X: g.root, Y: rat(2, 1)})
	if has(g.root, func(x ast.Expr) bool {
		c, ok := x.(*ast.Const)
		return ok && c.Kind == ast.Pi
	}) {
		g.emit(MeasureScale, &ast.Binary{Op: ast.Div, X: g.root, Y: &ast.Const{Kind: ast.Pi}})
	}
	g.emit(MeasureShift, &ast.Binary{Op: ast.Add, X: g.root, Y: rat(1, 1)})
	g.emit(MeasureShift, &ast.Binary{Op: ast.Sub, X: g.root, Y: rat(1, 1)})
}
