package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestOddEvenSlip (issue 42): a value of f with unknown constants fixed by
// one known value, negated or moved by 1/3 or 1/7, is refuted; another
// statement gives no mutant.
func TestOddEvenSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Let $f(x) = ax^7 + bx^3 + cx - 5.$  If $f(-7) = 7,$ then find $f(7).$`, `-17`},
		{`Let $f(x) = x^7 + ax^3 + cx$  If $f(5) = 3,$ then find $f(-5).$`, `-3`},
		{`Let $f(x) = ax^6 + bx^4 - cx^2 + 3.$  If $f(91) = 1$, find $f(91) + f(-91)$.`, `2`},
	} {
		got := answers(generate(c.problem, c.answer), OddEvenSlip)
		if len(got) == 0 {
			t.Fatalf("oddeven-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Let $f(x) = 4x + c$ and $g(x) = cx + 2.$  If $f(g(x)) = 12x + d,$ then find $d.$`, `11`), OddEvenSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
