package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNumWordsSlip (issue 42): a Prealgebra sentence read whole (a
// rounding, a mean, the n-th odd integer, a gcd and an lcm) is mutated to
// the values of its slips, and leg 1 refutes each; another statement gives
// no mutant.
func TestNumWordsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Round $3.45$ to the nearest tenth.`, `3.5`},
		{`Add $81.76$ to $34.587$ and round your answer to the nearest tenth.`, `116.3`},
		{`Rounded to 2 decimal places, what is $\frac{7}{9}$?`, `0.78`},
		{`What is the mean of 8, 12, 16, 20 and 24?`, `16`},
		{`What is the 17th odd positive integer?`, `33`},
		{`What is the product of the least common multiple and the greatest common factor of 22 and 48?`, `1056`},
	} {
		got := answers(generate(c.problem, c.answer), NumWordsSlip)
		if len(got) == 0 {
			t.Fatalf("numwords-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Round $x$ to the nearest tenth.`, `3.5`), NumWordsSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
