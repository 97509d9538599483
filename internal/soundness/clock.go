package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/clock"
)

// Issue 42, the angle between the hands of a clock (statement/clock): the
// answer is mutated to the slips of the computation: the hour hand left on
// the hour (|30H − 6M|, the minutes' half-degrees forgotten), the larger
// angle (360 minus the answer), and 180 minus the answer.
const ClockSlip = "clock-slip"

func init() { registerFamily(ClockSlip, (*gen).clockSlips) }

func (g *gen) clockSlips(problem, _ string) {
	q, ok := clock.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	onHour := big.NewRat(int64(30*(q.H%12)-6*q.M), 1)
	onHour.Abs(onHour)
	for _, s := range []*big.Rat{onHour, new(big.Rat).Sub(big.NewRat(360, 1), ans), new(big.Rat).Sub(big.NewRat(180, 1), ans)} {
		if s.Cmp(ans) != 0 {
			g.emit(ClockSlip, algebra.RatExpr(s))
		}
	}
}
