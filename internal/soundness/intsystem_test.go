package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSystemSlip (issue 42): the value asked over integers tied by
// equations is mutated to the values at other solutions and off by one,
// and leg 1 confirms none of them.
func TestSystemSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`If $x, y$, and $z$ are positive integers such that $x y=20$ and $y z=12$, compute the smallest possible value of $x+z$.`, "8"},
		{`$\quad$ Suppose that $p$ and $q$ are two-digit prime numbers such that $p^{2}-q^{2}=2 p+6 q+8$. Compute the largest possible value of $p+q$.`, "162"},
	} {
		gen := generate(c.problem, c.answer)
		if got := answers(gen, SystemSlip); len(got) < 2 {
			t.Fatalf("system-slip mutants of %s: %v, want at least 2", c.answer, got)
		}
		for _, a := range answers(gen, "") {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
