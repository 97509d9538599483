package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBagDraw (issue 42): an event of things drawn from a bag by colour,
// every ordered draw tried; a wrong probability is refuted; a colour the
// bag does not hold, or one more word, leaves the statement to the rest
// of the dispatch.
func TestBagDraw(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"A bag has 3 red marbles and 5 white marbles.  Two marbles are drawn from the bag and not replaced.  What is the probability that the first marble is red and the second marble is white?", `\dfrac{15}{56}`, record.Confirm, "15/56"},
		{"A bag has 3 red marbles and 5 white marbles.  Two marbles are drawn from the bag and not replaced.  What is the probability that the first marble is red and the second marble is white?", `\dfrac{15}{64}`, record.Refute, "not 15/64"},
		{"There are 5 blue chips, 4 red chips and 3 yellow chips in a bag. One chip is drawn from the bag. That chip is placed back into the bag, and a second chip is drawn. What is the probability that the two selected chips are of different colors? Express your answer as a common fraction.", `\frac{47}{72}`, record.Confirm, "47/72"},
		{"A box contains 5 white balls and 6 black balls.  Five balls are drawn out of the box at random.  What is the probability that they all are white?", `\dfrac{1}{462}`, record.Confirm, "1/462"},
		{"A bag has 3 red marbles and 5 white marbles.  Two marbles are drawn from the bag and not replaced.  What is the probability that the first marble is red and the second marble is blue?", `0`, record.Undecided, ""},
		{"A bag has 3 red marbles and 5 white marbles.  Two marbles are drawn from the bag quickly and not replaced.  What is the probability that the first marble is red and the second marble is white?", `\dfrac{15}{56}`, record.Undecided, ""},
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
