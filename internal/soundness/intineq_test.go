package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntIneqSlip (issue 42): a question on the integers satisfying
// linear inequalities is mutated to the slips of solving them, and leg 1
// refutes each; another statement gives no mutant.
func TestIntIneqSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the largest integer value of $x$ for which $5-4x>17$?`, `-4`},
		{`How many positive integer solutions exist for $3(x-5)\le 7$ ?`, `7`},
		{`What is the sum of all positive integers $t$ such that $1.2t \leq 9.6$?`, `36`},
		{`For what integer $x$ is $\frac 35 < \frac x7 < \frac 79$?`, `5`},
	} {
		got := answers(generate(c.problem, c.answer), IntIneqSlip)
		if len(got) == 0 {
			t.Fatalf("intineq-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is the greatest integer $x$?`, `3`), IntIneqSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
