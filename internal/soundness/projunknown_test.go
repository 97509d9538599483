package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProjUnknownSlip (issue 42): an entry found from proj_U V = k U is
// mutated (negated, ± 1), and leg 1 refutes the family's own and confirms
// no mutant; the generic slips often emit the same answers first.
func TestProjUnknownSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"The projection of $\\begin{pmatrix} 2 \\\\ y \\\\ -5 \\end{pmatrix}$ onto $\\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}$ is\n\\[\\frac{5}{6} \\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}.\\]Find $y.$", `-4`},
		{"The projection of $\\begin{pmatrix} a \\\\ 7 \\end{pmatrix}$ onto $\\begin{pmatrix} -1 \\\\ 4 \\end{pmatrix}$ is\n\\[\\frac{26}{17} \\begin{pmatrix} -1 \\\\ 4 \\end{pmatrix}.\\]Find $a.$", `2`},
		{"The projection of $\\begin{pmatrix} -8 \\\\ b \\end{pmatrix}$ onto $\\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}$ is\n\\[-\\frac{13}{5} \\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}.\\]Find $b.$", `3`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(gen.Mutants) < 2 { // the generic slips emit ± 1 and the opposite first
			t.Fatalf("mutants of %s: %v", c.answer, gen.Mutants)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == ProjUnknownSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
