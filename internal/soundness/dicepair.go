package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/dicepair"
)

// Issue 42, an event of the two numbers two fair dice show
// (internal/check/counting/dicepair.go): the probability c/N² is mutated
// to (c ± 1)/N² (one outcome more or less: an event read with a bound off
// by one) and to its complement: leg 1 must count the outcomes of the
// event the statement names.
const DicePairSlip = "dicepair-slip"

func init() { registerFamily(DicePairSlip, (*gen).dicePairSlips) }

func (g *gen) dicePairSlips(problem, _ string) {
	q, ok := dicepair.Read(problem)
	if !ok {
		return
	}
	want, ok := g.exactAnswer()
	if !ok || want.Sign() < 0 || want.Cmp(big.NewRat(1, 1)) > 0 {
		return
	}
	n2 := big.NewRat(int64(q.Sides*q.Sides), 1)
	step := new(big.Rat).Inv(n2)
	for _, x := range []*big.Rat{
		new(big.Rat).Add(want, step), new(big.Rat).Sub(want, step),
		new(big.Rat).Sub(big.NewRat(1, 1), want),
	} {
		if x.Cmp(want) != 0 && x.Sign() > 0 && x.Cmp(big.NewRat(1, 1)) <= 0 {
			g.emit(DicePairSlip, &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: num(x.Num().String()), Y: num(x.Denom().String())})
		}
	}
}
