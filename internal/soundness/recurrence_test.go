package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRecurrenceSlip (issue 42): a term of a sequence given by a
// recurrence is mutated off by one, negated and doubled, and leg 1
// confirms none of them.
func TestRecurrenceSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Let $T=7$. Given the sequence $u_{n}$ such that $u_{3}=5, u_{6}=89$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq 1$, compute $u_{T}$.`, "233"},
		{`Consider the sequence $t_{1}=1, t_{2}=-1$ and $t_{n}=\left(\frac{n-3}{n-1}\right) t_{n-2}$ where $n \geq 3$. What is the value of $t_{1998}$ ?`, `\frac{-1}{1997}`},
	} {
		gen := generate(c.problem, c.answer)
		if got := answers(gen, RecurrenceSlip); len(got) < 2 {
			t.Fatalf("recurrence-slip mutants of %s: %v, want at least 2", c.answer, got)
		}
		got := answers(gen, "")
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
