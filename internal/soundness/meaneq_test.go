package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMeanEqSlip (issue 42): an equation on means is mutated to the slips
// of solving it, and leg 1 refutes each.
func TestMeanEqSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`The arithmetic mean of 7, 2, $x$ and 10 is 9. What is the value of $x$?`, `17`},
		{`The average of 12, 21 and $x$ is 18. What is the value of $x$?`, `21`},
		{`The average of $x+6$, $6x+2$, and $2x+7$ is $4x-7$. What is $x$?`, `12`},
	} {
		got := answers(generate(c.problem, c.answer), MeanEqSlip)
		if len(got) == 0 {
			t.Fatalf("meaneq-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
