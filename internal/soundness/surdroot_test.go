package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSurdRootSlip (issue 42): E(a, b) for the positive solution √a − b of
// a quadratic is mutated (A ± 2, 2A), and leg 1 refutes each; another
// statement gives no mutant.
func TestSurdRootSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`The equation $x^2+14x=33$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`, `89`},
		{`The equation $x^2+18x=27$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`, `117`},
		{`The equation $x^2+12x=73$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`, `115`},
	} {
		got := answers(generate(c.problem, c.answer), SurdRootSlip)
		if len(got) == 0 {
			t.Fatalf("surdroot-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`The equation $x^2+14x=33$ has two solutions. What is the positive one?`, `3`), SurdRootSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
