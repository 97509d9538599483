package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrialsSlip (issue 42): the probability of a count of successes is
// mutated to the probabilities of the other comparisons and to its
// complement, and leg 1 refutes each.
func TestTrialsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"We flip a fair coin 10 times.  What is the probability that we get heads in at least 6 of the 10 flips?", `\frac{193}{512}`},
		{"We roll a fair 6-sided die 5 times.  What is the probability that exactly 3 of the 5 rolls are either a 1 or a 2?", `\frac{40}{243}`},
		{"What is the probability that Fatima gets fewer heads than tails if she flips 10 coins?", `\dfrac{193}{512}`},
		{"George flips an unfair coin 7 times. The coin has a $\\frac{1}{4}$ probability of coming up heads and a $\\frac{3}{4}$ probability of coming up tails. What is the probability that he flips exactly 2 tails?", `\frac{189}{16384}`},
	} {
		got := answers(generate(c.problem, c.answer), TrialsSlip)
		if len(got) < 3 {
			t.Fatalf("trials-slip mutants of %s: %v, want at least 3", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
