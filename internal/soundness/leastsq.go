package soundness

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement/leastsq"
)

// Issue 42 (CollegeMath): a least-squares solution, line or parabola
// (internal/check/linalg/leastsq.go). A tuple answer "(x, y, z)=(…)" has
// one value moved by 1; a curve "y=p(x)" is moved to p(x)+1 and p(x)+x:
// each is another point or polynomial, so not the one least-squares
// solution.
const LeastSqSlip = "leastsq-slip"

func init() { registerFamily(LeastSqSlip, (*gen).leastSqSlips) }

func (g *gen) leastSqSlips(problem, answer string) {
	if _, ok := leastsq.Read(problem); !ok {
		return
	}
	a, ok := leastsq.ReadAnswer(answer)
	if !ok {
		return
	}
	emit := func(s string) {
		if !g.seen[s] {
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: LeastSqSlip, Answer: s})
		}
	}
	if a.Curve != "" {
		emit("y=" + a.Curve + "+1")
		emit("y=" + a.Curve + "+x")
		return
	}
	if a.Names == nil {
		return
	}
	for i := range a.Values {
		vals := append([]string(nil), a.Values...)
		vals[i] = "(" + vals[i] + ")+1"
		emit("(" + strings.Join(a.Names, ", ") + ")=(" + strings.Join(vals, ",") + ")")
	}
}
