package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/carddraw"
)

// CheckCardDraw checks the probability of an event of two or three cards
// drawn without replacement from a standard deck of 52: every ordered
// draw of distinct cards is tried (52·51·50 at most), those in the event
// counted, the ratio compared exactly; ok is false when the statement
// does not ask for it.
func CheckCardDraw(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := carddraw.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if q.K < 1 || q.K > 3 {
		return decide.Undecided(kind, "%s: %d cards is not a draw leg 1 enumerates", q.Shape, q.K), true
	}
	deck := make([]carddraw.Card, 0, 52)
	for s := 0; s < 4; s++ {
		for r := 1; r <= 13; r++ {
			deck = append(deck, carddraw.Card{Rank: r, Suit: s})
		}
	}
	var good, total int64
	hand := make([]carddraw.Card, q.K)
	used := make([]bool, len(deck))
	var draw func(i int)
	draw = func(i int) {
		if i == q.K {
			total++
			if q.Event(hand) {
				good++
			}
			return
		}
		for j, cd := range deck {
			if !used[j] {
				used[j], hand[i] = true, cd
				draw(i + 1)
				used[j] = false
			}
		}
	}
	draw(0)
	want := big.NewRat(good, total)
	how := fmt.Sprintf("%s: %d of the %d ordered draws of %d distinct cards of 52 are in the event, %s", q.Shape, good, total, q.K, want.RatString())
	return exactProbability(c, answerSrc, kind, "the probability of a draw of cards", how, fmt.Sprintf("the probability of the event over the ordered draws of %d cards of 52", q.K), want), true
}

// exactProbability is the verdict on a probability counted exactly (want,
// found as how says): the answer must be one exact number, the question's
// shape named in a note that says it is not; evWhat names the evidence.
func exactProbability(c *decide.Checker, answerSrc string, kind statement.Kind, shape, how, evWhat string, want *big.Rat) decide.Result {
	got, bad := c.OneExactAnswer(answerSrc, kind, shape, "")
	if bad != nil {
		return decide.Undecided(kind, "%s; %s", how, bad.Note)
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got.RatString())
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return decide.WithExactEvidence(r, evWhat, want, ratE(got))
}
