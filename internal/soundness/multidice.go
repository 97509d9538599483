package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/multidice"
)

// Issue 42, an event of the numbers N fair dice show
// (statement/multidice): the answer is mutated to its complement and to
// the probability of the event with one die more and one die less: what
// a misread event or count of dice would give.
const MultiDiceSlip = "multi-dice-slip"

func init() { registerFamily(MultiDiceSlip, (*gen).multiDiceSlips) }

func (g *gen) multiDiceSlips(problem, _ string) {
	q, ok := multidice.Read(problem)
	if !ok || q.N < 2 || q.N > 6 {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	prob := func(n int) *big.Rat {
		d := make([]int, n)
		var good, total int64
		var roll func(i int)
		roll = func(i int) {
			if i == n {
				total++
				if q.Event(d) {
					good++
				}
				return
			}
			for f := 1; f <= 6; f++ {
				d[i] = f
				roll(i + 1)
			}
		}
		roll(0)
		return big.NewRat(good, total)
	}
	for _, v := range []*big.Rat{new(big.Rat).Sub(big.NewRat(1, 1), ans), prob(q.N + 1), prob(q.N - 1)} {
		if v.Sign() > 0 && v.Cmp(ans) != 0 {
			g.emit(MultiDiceSlip, algebra.RatExpr(v))
		}
	}
}
