package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLineAngleSlip (issue 42): the angle between vectors or lines is
// mutated (a cosine negated, a supplement), and leg 1 confirms no mutant.
func TestLineAngleSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"If $\\theta$ is the angle between the vectors $\\begin{pmatrix} 3 \\\\ -4 \\end{pmatrix}$ and $\\begin{pmatrix} 12 \\\\ 5 \\end{pmatrix}$, then find $\\cos \\theta$.", `\frac{16}{65}`},
		{"One line is parameterized by\n\\[\\begin{pmatrix} 2 - 3t \\\\ -5 - 2t \\\\ 1 - 6t \\end{pmatrix}.\\]Another line is parameterized by\n\\[\\begin{pmatrix} -\\frac{3}{2} + s \\\\ 2s \\\\ -6 + 2s \\end{pmatrix}.\\]The two lines intersect at $P.$  If $\\theta$ is the acute angle formed by the two lines at $P,$ then find $\\cos \\theta.$", `\frac{19}{21}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(gen.Mutants) < 2 {
			t.Fatalf("mutants of %s: %v", c.answer, gen.Mutants)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == LineAngleSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
