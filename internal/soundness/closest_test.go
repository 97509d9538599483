package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestClosestSlip (issue 42): the closest point is mutated one coordinate
// at a time, and leg 1 refutes the family's own and confirms no mutant.
func TestClosestSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Find the point on the line\n\\[y = -3x + 5\\]that is closest to the point $(-4,-2).$", `\left( \frac{17}{10}, -\frac{1}{10} \right)`},
		{"Find the point on the line defined by\n\\[\\begin{pmatrix} 4 \\\\ 0 \\\\ 1 \\end{pmatrix} + t \\begin{pmatrix} -2 \\\\ 6 \\\\ -3 \\end{pmatrix}\\]that is closest to the point $(2,3,4).$", `\left( \frac{170}{49}, \frac{78}{49}, \frac{10}{49} \right)`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if own := answers(gen, ClosestSlip); len(own) < 2 {
			t.Fatalf("closest-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == ClosestSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
