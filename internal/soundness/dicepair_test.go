package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDicePairSlip (issue 42): the probability of an event of two dice is
// mutated to one outcome more or less and to its complement, and leg 1
// confirms none of the mutants.
func TestDicePairSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Two fair, 6-sided dice are thrown.  What is the probability that the product of the two numbers is a multiple of 5?  Express your answer as a common fraction.`, `\frac{11}{36}`},
		{`Two dice are tossed. What is the probability that the sum is greater than three?`, `\frac{11}{12}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(answers(gen, DicePairSlip)) < 2 {
			t.Errorf("dicepair-slip mutants of %s: %v, want at least 2", c.answer, answers(gen, DicePairSlip))
		}
		for _, a := range answers(gen, "") {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
