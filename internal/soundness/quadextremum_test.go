package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestQuadExtremumSlip (issue 42): the least value of a quadratic in
// several variables is mutated (± 1, the value at the origin), and leg 1
// refutes each; another statement gives no mutant.
func TestQuadExtremumSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the minimum value of the expression $x^2+y^2+2x-4y+8$ for real $x$ and $y$?`, `3`},
		{`What is the minimum value of the expression $2x^2+3y^2+8x-24y+62$ for real $x$ and $y$?`, `6`},
		{`Find the minimum value of $2x^2 + 2y^2 + 5z^2 - 2xy - 4yz - 4x - 2z + 15$ over all real numbers $x,$ $y,$ $z.$`, `10`},
		{"Find the minimum value of\n\\[x^2 + 2xy + 3y^2 - 6x - 2y,\\]over all real numbers $x$ and $y.$", `-11`},
		{`What is the minimum value of $y$ if $y=3x^2+6x+9?$`, `6`},
		{`If $y = -x^2 + 4x + 5$ and $x$ is a real number, then what is the maximum value possible for $y$?`, `9`},
		{`Given the function $y=x^2+10x+21$, what is the least possible value of $y$?`, `-4`},
	} {
		got := answers(generate(c.problem, c.answer), QuadExtremumSlip)
		if len(got) == 0 {
			t.Fatalf("quad-extremum-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Find the minimum value of $x^2 - y^2$ over all real numbers $x$ and $y.$`, `0`), QuadExtremumSlip); len(got) != 0 {
		t.Errorf("an indefinite quadratic: got %q", got)
	}
}
