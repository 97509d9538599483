package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExtremeValueSlip (issue 42): the largest or smallest value of an
// expression on the solutions of given equations is mutated (−A, A ± 1,
// 2A), and leg 1 refutes each; another statement gives no mutant.
func TestExtremeValueSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`If $6a^2 + 5a + 4 = 3,$ then what is the smallest possible value of $2a + 1$?`, `0`},
		{`If $y^2= 36$, what is the greatest possible value of $y^3$?`, `216`},
		{`What is the greatest possible value of $x+y$ such that $x^{2} + y^{2} =90$ and $xy=27$?`, `12`},
		{`Let $(x,y)$ be an ordered pair of real numbers that satisfies the equation $x^2+y^2=14x+48y$. What is the maximum value of $y$?`, `49`},
		{`Let $b$ be a number such that $(2b+5)(b-1)=6b.$ What is the largest possible value of $b$? Express your answer as a common fraction.`, `\frac{5}{2}`},
	} {
		got := answers(generate(c.problem, c.answer), ExtremeValueSlip)
		if len(got) == 0 {
			t.Fatalf("extreme-value-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			} else if r.Verdict != record.Refute {
				t.Logf("mutant %s of %q: %s (%s)", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`If $x^2+y^2=1$ and $x$ is a real number, what is $x+y$?`, `\sqrt{2}`), ExtremeValueSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
