package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/shapetab"
)

// Issue 42, the value of the variable of an equation named in the prose
// ("What is the value of $x$ in the equation <equation>?", a shape of
// shapetab.ValueEquations): the answer, a rational root, is mutated to its
// neighbours (±1), its opposite and its double, each a different number;
// leg 1 must substitute the value and find the equation false.
const ValueEqSlip = "value-equation-slip"

func init() { registerFamily(ValueEqSlip, (*gen).valueEqSlips) }

func (g *gen) valueEqSlips(problem, _ string) {
	if !shapeRead(problem, shapetab.ValueEquations) {
		return
	}
	a, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	outs := []*big.Rat{new(big.Rat).Add(a, one), new(big.Rat).Sub(a, one)}
	if a.Sign() != 0 {
		outs = append(outs, new(big.Rat).Neg(a), new(big.Rat).Add(a, a))
	}
	for _, x := range outs {
		g.emit(ValueEqSlip, algebra.RatExpr(x))
	}
}

// shapeRead reports whether the statement is read in one of the shapes.
func shapeRead(problem string, defs []shapetab.Def) bool {
	name := statement.ReadStatement(problem).Shape.Name
	for _, d := range defs {
		if name == d.Name {
			return true
		}
	}
	return false
}
