package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Mutations of an integer answer (issue 25, capability 2: remainders,
// digits, gcd and lcm): const-change already moves it by ±1.
// The digit swap of such an answer is DigitSwap (digits.go), which swaps
// the digits of every numeral of an answer.
const IntStep = "int-step" // an integer answer moved by ±2 or ±10 (a neighbouring remainder, the tens digit changed)

// integers adds the int-step mutants of an answer that is one nonnegative
// integer written in digits: each differs from it as a number.
func (g *gen) integers() {
	n, ok := g.root.(*ast.Number)
	if !ok || n.Frac != "" || n.Repeat != "" {
		return
	}
	v, ok := new(big.Int).SetString(n.Int, 10)
	if !ok {
		return
	}
	for _, d := range []int64{2, -2, 10, -10} {
		w := new(big.Int).Add(v, big.NewInt(d))
		if w.Sign() >= 0 {
			g.emit(IntStep, num(w.String()))
		}
	}
}
