package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCommonRootSlip (issue 42): the common solution of two equations is
// mutated to the other roots of each, and leg 1 refutes each; another
// statement gives no mutant.
func TestCommonRootSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Let $x$ be a value such that $9x^2 - 18x - 16 = 0$ and $15x^2 + 28x + 12 = 0.$ What is the value of $x$? Express your answer as a simplified common fraction.`, `-\dfrac{2}{3}`},
		{`Let $x$ be a value such that $8x^2 + 7x - 1 = 0$ and $24x^2+53x-7 = 0.$ What is the value of $x$? Express your answer as a simplified common fraction.`, `\dfrac{1}{8}`},
		{`Let $x$ be a number that satisfies both equations $18x^2+25x-3=0$ and $4x^2+8x+3=0$. Find the value of $x$.`, `-\frac32`},
	} {
		got := answers(generate(c.problem, c.answer), CommonRootSlip)
		if len(got) == 0 {
			t.Fatalf("commonroot-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Let $x$ be a value such that $x^2 = 4$. What is the value of $x$?`, `2`), CommonRootSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
