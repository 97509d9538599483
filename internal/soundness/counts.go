package soundness

import (
	"math/big"
	"regexp"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 3: mutations of a count. Where the problem asks how
// many (integers, roots, terms), an answer that is one integer n is
// mutated to n+1 and n-1: leg 1 must count exactly, never to within one.

// CountShift is the mutation type of a count.
const CountShift = "count-shift" // a count n as n+1 and n-1, where "how many" is asked

// countCue marks a statement that asks for a count.
var countCue = regexp.MustCompile(`(?i)how many|number of`)

// counts adds n+1 and n-1 for an answer that is one bare integer n (or
// `x = n`) of a problem that asks how many.
func (g *gen) counts(problem string) {
	if !countCue.MatchString(problem) {
		return
	}
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	q, exact := v.Exact()
	if !exact || !q.IsInt() {
		return
	}
	for _, d := range []int64{1, -1} {
		n := new(big.Int).Add(q.Num(), big.NewInt(d))
		var repl ast.Expr = num(new(big.Int).Abs(n).String())
		if n.Sign() < 0 {
			repl = &ast.Unary{Op: ast.Neg, X: repl}
		}
		g.emit(CountShift, replace(g.root, part, repl))
	}
}
