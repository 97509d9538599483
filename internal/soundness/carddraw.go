package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/carddraw"
)

// Issue 42, an event of two or three cards drawn from a standard deck
// (statement/carddraw): the answer is mutated to its complement and to
// the probability of the event with the cards drawn with replacement:
// what a count that forgets the event's negation or the removal of the
// cards drawn would give.
const CardSlip = "card-slip"

func init() { registerFamily(CardSlip, (*gen).cardSlips) }

func (g *gen) cardSlips(problem, _ string) {
	q, ok := carddraw.Read(problem)
	if !ok || q.K < 1 || q.K > 3 {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	var good, total int64
	hand := make([]carddraw.Card, q.K)
	var draw func(i int)
	draw = func(i int) {
		if i == q.K {
			total++
			if q.Event(hand) {
				good++
			}
			return
		}
		for s := 0; s < 4; s++ {
			for r := 1; r <= 13; r++ {
				hand[i] = carddraw.Card{Rank: r, Suit: s}
				draw(i + 1)
			}
		}
	}
	draw(0)
	for _, v := range []*big.Rat{new(big.Rat).Sub(big.NewRat(1, 1), ans), big.NewRat(good, total)} {
		if v.Cmp(ans) != 0 {
			g.emit(CardSlip, algebra.RatExpr(v))
		}
	}
}
