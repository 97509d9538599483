package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Mutations of an integer answer (issue 25, capability 2: remainders,
// digits, gcd and lcm): const-change already moves it by ±1.
const (
	IntStep   = "int-step"   // an integer answer moved by ±2 or ±10 (a neighbouring remainder, the tens digit changed)
	DigitSwap = "digit-swap" // two different neighbouring digits of an integer answer swapped
)

// integers adds the mutants of an answer that is one nonnegative integer
// written in digits: each differs from it as a number.
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
	s := v.String()
	for i := 0; i+1 < len(s); i++ {
		if s[i] == s[i+1] || i == 0 && s[i+1] == '0' {
			continue
		}
		b := []byte(s)
		b[i], b[i+1] = b[i+1], b[i]
		g.emit(DigitSwap, num(string(b)))
	}
}
