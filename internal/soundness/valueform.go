package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/shapetab"
)

// Issue 42, a closed value asked in a named form ("Write $F$ as an
// integer.", a shape of shapetab.ValueForms, or "What is $F$?" closed by
// "Express your answer as a mixed number."):
// the answer, a rational number, is mutated to its neighbours (±1), its
// opposite and its double and,
// when it is not an integer, to its reciprocal and to the fraction whose
// numerator is one more, each written in the form asked (an integer, a
// common fraction, a mixed number) so that only its value is wrong.
const ValueFormSlip = "value-form-slip"

func init() { registerFamily(ValueFormSlip, (*gen).valueFormSlips) }

func (g *gen) valueFormSlips(problem, _ string) {
	sh := statement.ReadStatement(problem).Shape
	form := sh.Form
	if sh.Kind != statement.KindValue || form == statement.ShapeFormNone && !shapeRead(problem, shapetab.ValueForms) {
		return
	}
	a, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	outs := []*big.Rat{new(big.Rat).Add(a, one), new(big.Rat).Sub(a, one), new(big.Rat).Neg(a), new(big.Rat).Add(a, a)}
	if !a.IsInt() {
		outs = append(outs, new(big.Rat).Inv(a), new(big.Rat).SetFrac(new(big.Int).Add(a.Num(), big.NewInt(1)), a.Denom()))
	}
	for _, x := range outs {
		if x.Cmp(a) == 0 || form == statement.ShapeFormPositiveInt && x.Sign() <= 0 {
			continue
		}
		if form == statement.ShapeFormMixed {
			g.emit(ValueFormSlip, mixedExpr(x))
			continue
		}
		g.emit(ValueFormSlip, algebra.RatExpr(x))
	}
}

// mixedExpr writes x as a mixed number n\frac{p}{q} (an integer when x is
// one), with a minus sign in front when x < 0.
func mixedExpr(x *big.Rat) ast.Expr {
	ax := new(big.Rat).Abs(x)
	if ax.IsInt() || ax.Cmp(big.NewRat(1, 1)) < 0 {
		return algebra.RatExpr(x)
	}
	n, p := new(big.Int).QuoRem(ax.Num(), ax.Denom(), new(big.Int))
	var e ast.Expr = &ast.Binary{Op: ast.Add, Form: ast.FormMixed, X: num(n.String()),
		Y: &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: num(p.String()), Y: num(ax.Denom().String())}}
	if x.Sign() < 0 {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}
