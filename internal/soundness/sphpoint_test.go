package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSphPointSlip (issue 42): the answers on a point in rectangular,
// spherical or polar coordinates are mutated (a coordinate negated, an
// angle turned by π, a number negated or + 1), and leg 1 refutes the
// family's own and confirms no mutant.
func TestSphPointSlip(t *testing.T) {
	const form3 = "  Enter your answer in the form $(\\rho,\\theta,\\phi),$ where $\\rho > 0,$ $0 \\le \\theta < 2 \\pi,$ and $0 \\le \\phi \\le \\pi.$"
	for _, c := range []struct{ problem, answer string }{
		{"A point has rectangular coordinates $(12, -4, 3)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find $\\cos \\phi.$", `\frac{3}{13}`},
		{"A point has rectangular coordinates $(2,-1,-2)$ and spherical coordinates $(\\rho, \\theta, \\phi).$  Find the rectangular coordinates of the point with spherical coordinates $(\\rho, \\theta, 2 \\phi).$", `\left( -\frac{8}{3}, \frac{4}{3}, -\frac{1}{3} \right)`},
		{"In spherical coordinates, the point $\\left( 3, \\frac{2 \\pi}{7}, \\frac{8 \\pi}{5} \\right)$ is equivalent to what other point, in the standard spherical coordinate representation?" + form3, `\left( 3, \frac{9 \pi}{7}, \frac{2 \pi}{5} \right)`},
		{"A certain point has rectangular coordinates $(10,3)$ and polar coordinates $(r, \\theta).$  What are the rectangular coordinates of the point with polar coordinates $(r^2, 2 \\theta)$?", `(91,60)`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if own := answers(gen, SphPointSlip); len(own) < 1 {
			t.Fatalf("sph-point-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == SphPointSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
