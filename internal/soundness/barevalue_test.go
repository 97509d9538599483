package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBareValueMutants (issue 42): the given-value questions written with
// formulas in the prose (statement/barevalue) are decided by the
// given-value checker, whose answers the generic slips (constants
// changed, signs turned, near misses) mutate; leg 1 confirms none.
func TestBareValueMutants(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`If x + 2y = 9 and 5x + 4y = −4, what is the value of 8x + 10y?`, `23`},
		{`$\frac{x}{y}=8$ and $\frac{2x}{ty}=160$, what is the value of t?`, `\frac{1}{10}`},
		{`What is the value of $\frac12$ of $\frac13$ of $\frac14$ of 240?`, `10`},
	} {
		got := answers(generate(c.problem, c.answer), "")
		if len(got) < 2 {
			t.Fatalf("mutants of %s: %v, want at least 2", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: %s (%s), want not confirmed", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
