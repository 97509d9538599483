package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSolutionSum (issue 42): the sum of the solutions of one equation,
// its real solution set complete and exact, no non-real solution.
func TestSolutionSum(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`What is the sum of the two values of $x$ for which $(x+3)^2 = 121$?`, `-6`, record.Confirm},
		{`What is the sum of the two values of $x$ for which $(x+3)^2 = 121$?`, `-5`, record.Refute},
		// x = −2 is excluded (a zero denominator): 5 + (−1) = 4.
		{`What is the sum of the $x$-values that satisfy the equation $5=\frac{x^3-2x^2-8x}{x+2}$?`, `4`, record.Confirm},
		{`What is the sum of the $x$-values that satisfy the equation $5=\frac{x^3-2x^2-8x}{x+2}$?`, `2`, record.Refute},
		// Non-real solutions (x³ = 8): the sum over ℂ differs; undecided.
		{`What is the sum of all possible solutions of $x^3=8$?`, `2`, record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
