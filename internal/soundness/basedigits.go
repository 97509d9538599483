package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/basedigits"
)

// Issue 42, the digits of an integer in a base and a value asked in a
// base (internal/check/integers/basedigits.go): an integer answer v is
// mutated to v ± 1 (another sum, count, digit, remainder or value), and a
// numeral d_b to the numeral whose last digit is the next one modulo b (a
// different integer in the same base): leg 1 must compute the digits of
// the integer the statement names, in the base it names.
const BaseDigitsSlip = "basedigits-slip"

func init() { registerFamily(BaseDigitsSlip, (*gen).baseDigitsSlips) }

func (g *gen) baseDigitsSlips(problem, _ string) {
	if _, ok := basedigits.Read(problem); !ok {
		return
	}
	if f, ok := g.root.(*ast.Func); ok {
		b, ok := statement.BaseNumeral(f)
		if !ok || b > 10 {
			return
		}
		d := []byte(f.Args[0].(*ast.Number).Int)
		last := int(d[len(d)-1]-'0'+1) % b
		d[len(d)-1] = byte('0' + last)
		g.emit(BaseDigitsSlip, &ast.Func{Name: f.Name, Other: f.Other, Base: f.Base, Args: []ast.Expr{&ast.Number{Int: string(d)}}})
		return
	}
	v, neg := intAnswer(g.root)
	if v == nil || neg {
		return
	}
	g.emit(BaseDigitsSlip, num(new(big.Int).Add(v, big.NewInt(1)).String()))
	if v.Sign() > 0 {
		g.emit(BaseDigitsSlip, num(new(big.Int).Sub(v, big.NewInt(1)).String()))
	}
}
