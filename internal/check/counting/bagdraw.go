package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/bagdraw"
)

// maxBagDraws bounds the ordered draws a bag question tries.
const maxBagDraws = 2000000

// CheckBagDraw checks the probability of an event of K things drawn from
// a bag of things of given colours, each thing distinct: every ordered
// draw (of distinct things, or of any with replacement) is tried, those
// in the event counted, the ratio compared exactly; ok is false when the
// statement does not ask for it.
func CheckBagDraw(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := bagdraw.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	var items []int // the colour of each thing
	for i, n := range q.Counts {
		for j := 0; j < n && len(items) <= 100; j++ {
			items = append(items, i)
		}
	}
	draws := int64(1)
	for i := 0; i < q.K; i++ {
		if q.Replace {
			draws *= int64(len(items))
		} else {
			draws *= int64(len(items) - i)
		}
		if draws <= 0 || draws > maxBagDraws {
			return decide.Undecided(kind, "%s: more ordered draws than leg 1 tries", q.Shape), true
		}
	}
	good, total := BagOdds(q, items, q.Replace)
	want := big.NewRat(good, total)
	how := fmt.Sprintf("%s: %v of %v, %d drawn (with replacement: %v); %d of the %d ordered draws are in the event, %s", q.Shape, q.Counts, q.Colors, q.K, q.Replace, good, total, want.RatString())
	return exactProbability(c, answerSrc, kind, "the probability of a draw from a bag", how, "the probability of the event over the ordered draws", want), true
}

// BagOdds counts the ordered draws of q.K of the things (items, the colour
// of each; replace: with replacement) and those in q's event.
func BagOdds(q bagdraw.Draw, items []int, replace bool) (good, total int64) {
	used := make([]bool, len(items))
	drawn := make([]int, q.K)
	var draw func(i int)
	draw = func(i int) {
		if i == q.K {
			total++
			if q.Event(drawn) {
				good++
			}
			return
		}
		for j, col := range items {
			if replace || !used[j] {
				used[j], drawn[i] = true, col
				draw(i + 1)
				used[j] = false
			}
		}
	}
	draw(0)
	return good, total
}
