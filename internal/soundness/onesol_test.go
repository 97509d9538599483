package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestOneSolSlip (issue 42): the parameter that gives a quadratic equation
// exactly one solution is mutated (−A, 2A, A/2), and leg 1 refutes each;
// another statement gives no mutant.
func TestOneSolSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Find the positive value of $n$ such that the equation $9x^2+nx+1=0$ has exactly one solution in $x$.`, `6`},
		{`Find a nonzero $p$ such that $px^2-12x+4=0$ has only one solution.`, `9`},
		{`If the quadratic $x^2+6mx+m$ has exactly one real root, find the positive value of $m$.`, `\frac19`},
		{`There are two values of $a$  for which the equation $4x^2+ax+8x+9=0$ has only one solution for $x$. What is the sum of those values of $a$?`, `-16`},
	} {
		got := answers(generate(c.problem, c.answer), OneSolSlip)
		if len(got) == 0 {
			t.Fatalf("onesol-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Find the positive value of $n$ such that the equation $9x^2+nx+1=0$ has two solutions in $x$.`, `6`), OneSolSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
