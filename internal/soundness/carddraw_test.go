package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCardSlip (issue 42): the probabilities of four MATH card draws are
// mutated (the complement, the draw with replacement), and leg 1 refutes
// every mutant.
func TestCardSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`Two cards are chosen at random from a standard 52-card deck.  What is the probability that both are face cards (Jacks, Queens, or Kings)?`, `\frac{11}{221}`},
		{`Three cards are dealt at random from a standard deck of 52 cards.  What is the probability that the first card is a 4, the second card is a $\clubsuit$, and the third card is a 2?`, `\frac{1}{663}`},
		{`Two cards are dealt at random from a standard deck of 52 cards (13 hearts, 13 clubs, 13 spades, and 13 diamonds).  What is the probability that the first card is a 6 and the second card is a Queen?`, `\dfrac{4}{663}`},
		{`Max picks two different cards without replacement from a standard 52-card deck. What is the probability that the cards are of different suits?`, `\frac{13}{17}`},
	}
	total := 0
	for _, row := range rows {
		got := answers(generate(row.problem, row.answer), CardSlip)
		if len(got) < 2 {
			t.Errorf("%q: card-slip mutants %v, want 2", row.answer, got)
		}
		for _, a := range got {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	t.Logf("%d card-slip mutants, all refuted", total)
}
