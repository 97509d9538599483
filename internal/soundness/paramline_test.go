package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLineSlip (issue 42): answers on parameterized lines are mutated
// (entries swapped, negated, off by one; a cosine doubled or halved), and
// leg 1 confirms none.
func TestLineSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		min             int
	}{
		{"A line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} -3 \\\\ -4 \\end{pmatrix} + t \\begin{pmatrix} 7 \\\\ -2 \\end{pmatrix}.\\]The equation of the line can be expressed in the form $y = mx + b.$  Enter the ordered pair $(m,b).$", `\left( -\frac{2}{7}, -\frac{34}{7} \right)`, 2},
		{"A line is parameterized by a parameter $t,$ so that the vector on the line at $t = 2$ is $\\begin{pmatrix} 1 \\\\ 4 \\end{pmatrix},$ and the vector on the line at $t = 3$ is $\\begin{pmatrix} 3 \\\\ -4 \\end{pmatrix}.$  Find the vector on the line at $t = -7.$", `\begin{pmatrix} -17 \\ 76 \end{pmatrix}`, 3},
		{"A line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} 0 \\\\ -2 \\end{pmatrix} + t \\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}.\\]A second line is parameterized by\n\\[\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} -8 \\\\ 12 \\end{pmatrix} + u \\begin{pmatrix} 1 \\\\ 3 \\end{pmatrix}.\\]If $\\theta$ is the acute angle formed by the two lines, then find $\\cos \\theta.$", `\frac{3}{\sqrt{10}}`, 2},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), LineSlip)
		if len(got) < c.min {
			t.Fatalf("line-slip mutants of %s: %v, want at least %d", c.answer, got, c.min)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
