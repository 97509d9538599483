package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCurvePointsMutants (issue 42): the rows read by statement/curvepts
// (rewritten as given-value questions) get curvepts-slip mutants (2A,
// A ± 2) besides the generic ones, and leg 1 confirms none of them.
func TestCurvePointsMutants(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`A parabola with equation $y=x^2+bx+c$ passes through the points $(2,3)$ and $(4,3)$. What is $c$?`, `11`},
		{`A parabola $ax^2+bx+c$ contains the points $(-1,0)$, $(0,5)$, and $(5,0)$.  Find the value $100a+10b+c$.`, `-55`},
		{`A line contains the points $(-1, 6)$, $(6, k)$ and $(20, 3)$. What is the value of $k$?`, `5`},
		{`The parabolas defined by the equations $y=x^2+4x+6$ and $y=\frac{1}{2}x^2+x+6$ intersect at points $(a,b)$ and $(c,d)$, where $c\ge a$. What is $c-a$?`, `6`},
	} {
		g := generate(c.problem, c.answer)
		if len(answers(g, CurvePtsSlip)) == 0 {
			t.Fatalf("curvepts-slip mutants of %q: none", c.problem)
		}
		for _, m := range g.Mutants {
			if r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s (%s) of %q: confirmed (%s)", m.Answer, m.Type, c.problem, r.Note)
			}
		}
	}
}
