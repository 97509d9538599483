package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCardDraw (issue 42): an event of two or three cards drawn without
// replacement from a standard deck, every ordered draw tried; a wrong
// probability is refuted; a statement with one more word, or a deck
// whose suits are not the four, is left to the rest of the dispatch.
func TestCardDraw(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Two cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a $\diamondsuit$ and the second card is an ace?`, `\dfrac{1}{52}`, record.Confirm, "51 of the 2652"},
		{`Two cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a $\diamondsuit$ and the second card is an ace?`, `\dfrac{1}{169}`, record.Refute, "not 1/169"},
		{`Three cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a Jack, the second card is a Queen, and the third card is a King? Assuming the dealing is done without replacement.`, `\frac{8}{16575}`, record.Confirm, "64 of the 132600"},
		{`Three cards are chosen at random from a standard 52-card deck.  What is the probability that they are not all the same color?`, `\frac{13}{17}`, record.Confirm, "13/17"},
		{`Two cards are chosen at random from a standard 52-card deck. What is the probability that they are either both hearts or both diamonds?`, `\frac{2}{17}`, record.Confirm, "2/17"},
		{`Three cards are dealt at random from a standard deck (13 clubs, 13 diamonds, 13 hearts, and 13 spades) of 52 cards.  What is the probability that all three cards are $\heartsuit$s?`, `\frac{11}{850}`, record.Confirm, "11/850"},
		// Not read: a suit twice in the list, two cards asked of three, one more condition.
		{`Three cards are dealt at random from a standard deck (13 clubs, 13 clubs, 13 hearts, and 13 spades) of 52 cards.  What is the probability that all three cards are $\heartsuit$s?`, `\frac{11}{850}`, record.Undecided, ""},
		{`Three cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a King and the second card is a $\heartsuit$?`, `\dfrac{1}{52}`, record.Undecided, ""},
		{`Two cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a King and the second card is a $\heartsuit$ with replacement?`, `\dfrac{1}{52}`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
