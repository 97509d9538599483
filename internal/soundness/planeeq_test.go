package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPlaneSlip (issue 42): the equation of a plane is mutated to other
// planes (D negated, B or C negated, D + 1), and leg 1 confirms none.
func TestPlaneSlip(t *testing.T) {
	const tail = "  Enter your answer in the form\n\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$ and $\\gcd(|A|,|B|,|C|,|D|) = 1.$"
	for _, c := range []struct{ problem, answer string }{
		{"Find the equation of the plane containing the points $(0,-1,-1),$ $(-4,4,4),$ and $(4,5,1)." + "$" + tail, `5x - 7y + 11z + 4 = 0`},
		{"Find the equation of the plane passing through the point $(0,7,-7)$ and containing the line\n\\[\\frac{x + 1}{-3} = \\frac{y - 3}{2} = \\frac{z + 2}{1}.\\]" + tail[2:], `x + y + z = 0`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), PlaneSlip)
		if len(got) < 3 {
			t.Fatalf("plane-slip mutants of %s: %v, want at least 3", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
