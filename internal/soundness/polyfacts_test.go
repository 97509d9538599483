package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolyFactsSlip (issue 42): a polynomial asked by its facts is
// mutated to itself plus 1 and minus x; leg 1 refutes each (one radical
// or complex root, or values at rational points); another statement gives
// no mutant.
func TestPolyFactsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Find the monic quadratic polynomial, in $x,$ with real coefficients, which has $1 - i$ as a root.`, `x^2 - 2x + 2`},
		{`Find a quadratic with rational coefficients and quadratic term $x^2$ that has $\sqrt{3}-2$ as a root.`, `x^2+4x+1`},
		{`Find the cubic polynomial $p(x)$ such that $p(1) = -7,$ $p(2) = -9,$ $p(3) = -15,$ and $p(4) = -31.$`, `-x^3 + 4x^2 - 7x - 3`},
		{`Find a nonzero monic polynomial $P(x)$ with integer coefficients and minimal degree such that $P(1-\sqrt[3]2+\sqrt[3]4)=0$.  (A polynomial is called $\textit{monic}$ if its leading coefficient is $1$.)`, `x^3 - 3x^2 + 9x - 9`},
	} {
		got := answers(generate(c.problem, c.answer), PolyFactsSlip)
		if len(got) == 0 {
			t.Fatalf("polyfacts-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Find the polynomial $p(x)$ such that \[p(p(x)) = xp(x) + x^2.\]`, `-x + 1`), PolyFactsSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
