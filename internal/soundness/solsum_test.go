package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSolSumSlip (issue 42): the sum of the solutions of one equation is
// mutated (extraneous roots kept, a root added, 2A), and leg 1 refutes
// each; another statement gives no mutant.
func TestSolSumSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the sum of the two values of $x$ for which $(x+3)^2 = 121$?`, `-6`},
		{`What is the sum of the $x$-values that satisfy the equation $5=\frac{x^3-2x^2-8x}{x+2}$?`, `4`},
		{`What is the sum of the value(s) of $n$ for which $|2n - 7| = 3$?`, `7`},
	} {
		got := answers(generate(c.problem, c.answer), SolSumSlip)
		if len(got) == 0 {
			t.Fatalf("solsum-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is the sum of the roots?`, `4`), SolSumSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
