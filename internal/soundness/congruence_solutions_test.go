package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSolutionsSlip (issue 42): the answers of the solutions of
// congruences are mutated to v ± 1 and v ± m (a mutant another type made
// first is not made twice), and leg 1 confirms none of the mutants.
func TestSolutionsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Find an integer $n$ such that $0\leq n<398$ and $n$ is a multiplicative inverse to 7 modulo 398.`, "57"},
		{`What is the largest negative integer $x$ satisfying $$24x \equiv 15 \pmod{1199}~?$$`, "-449"},
		{`Determine the number of solutions in $x$ of the congruence $64x\equiv 2\pmod {66}$ such that $0< x\le 100$.`, "3"},
		{`Determine the smallest non-negative integer $a$ that satisfies the congruences: \begin{align*} &a\equiv 2\pmod 3,\\ &a\equiv 4\pmod 5,\\ &a\equiv 6\pmod 7,\\ &a\equiv 8\pmod 9. \end{align*}`, "314"},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), "")
		if len(got) < 2 {
			t.Fatalf("mutants of %s: %v, want at least 2", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
