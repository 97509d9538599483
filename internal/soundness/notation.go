package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/notation"
)

// Issue 42 (CollegeMath 5.3): mutations of a number written in scientific
// or standard notation (internal/statement/notation). The mutant moves the
// decimal point of a standard numeral one place (times 10, divided by 10).
// The exponent k ± 1 of a scientific answer a \times 10^{k} is a
// const-change mutant already.

// NotationShift is the mutation type of scientific and standard notation.
const NotationShift = "notation-shift" // the decimal point moved one place

// notationShifts adds the notation-shift mutants.
func (g *gen) notationShifts(problem, answer string) {
	q, ok := notation.Read(problem)
	if !ok {
		return
	}
	a := strings.Trim(strings.TrimSpace(answer), "$ ")
	emit := func(s string) {
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(NotationShift, e)
		}
	}
	if v, ok := notation.Decimal(a); ok && !q.Scientific {
		for _, k := range []int{1, -1} {
			w := new(big.Rat).Mul(v, statement.Pow10(k))
			if w.IsInt() {
				emit(w.Num().String())
			} else {
				emit(w.FloatString(max(1, decimals(a)-k)))
			}
		}
	}
}

// decimals is the number of digits after a numeral's point.
func decimals(s string) int {
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}
