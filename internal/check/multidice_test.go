package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMultiDice (issue 42): an event of the numbers N fair dice show,
// every outcome tried; a wrong probability is refuted; one more word
// leaves the statement to the rest of the dispatch.
func TestMultiDice(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"What is the probability that at least two of the faces match when you roll three fair six-sided dice? Express your answer as a common fraction.", `\frac{4}{9}`, record.Confirm, "96 of the 216"},
		{"What is the probability that at least two of the faces match when you roll three fair six-sided dice? Express your answer as a common fraction.", `\frac{5}{9}`, record.Refute, "not 5/9"},
		{"Six 6-sided dice are rolled. What is the probability that three of the dice show prime numbers and the rest show composite numbers?", `\frac{5}{54}`, record.Confirm, "5/54"},
		{"What is the probability of rolling six standard, six-sided dice and getting six distinct numbers? Express your answer as a common fraction.", `\frac{5}{324}`, record.Confirm, "5/324"},
		{"When three standard dice are tossed, the numbers $a,b,c$ are obtained. Find the probability that $abc = 180$.", `\frac1{72}`, record.Confirm, "1/72"},
		{"Six 6-sided dice are rolled. What is the probability that three of the dice show prime numbers and the rest show even numbers?", `\frac{5}{54}`, record.Undecided, ""},
		{"Six loaded 6-sided dice are rolled. What is the probability that three of the dice show prime numbers and the rest show composite numbers?", `\frac{5}{54}`, record.Undecided, ""},
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
