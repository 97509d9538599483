package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/multidice"
)

// CheckMultiDice checks the probability of an event of the numbers N fair
// six-sided dice show: every one of the 6^N outcomes is tried (N at most
// 7), those in the event counted, the ratio compared exactly; ok is false
// when the statement does not ask for it.
func CheckMultiDice(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := multidice.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.N < 1 || q.N > 7 {
		return decide.Undecided(kind, "%s: %d dice are more than leg 1 enumerates", q.Shape, q.N), true
	}
	d := make([]int, q.N)
	var good, total int64
	var roll func(i int)
	roll = func(i int) {
		if i == q.N {
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
	want := big.NewRat(good, total)
	how := fmt.Sprintf("%s: %d of the %d outcomes of %d dice are in the event, %s", q.Shape, good, total, q.N, want.RatString())
	return exactProbability(c, answerSrc, kind, "the probability of an event of dice", how, fmt.Sprintf("the probability of the event over the 6^%d outcomes", q.N), want), true
}
