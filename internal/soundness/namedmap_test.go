package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNamedMapSlip (issue 42): a value of the matrix of a map named in
// words is mutated (a number negated or + 1; a matrix turned the other way
// or negated), and leg 1 confirms no mutant.
func TestNamedMapSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 1 \\\\ 5 \\end{pmatrix}.$  Find $\\det \\mathbf{R}.$", `-1`},
		{"Let $\\mathbf{D}$ be the $2 \\times 2$ matrix corresponding to the dilation, centered at the origin, with scale factor 7.  Find $\\det \\mathbf{D}.$", `49`},
		{"Let $\\mathbf{P}$ be the matrix for projecting onto the vector $\\begin{pmatrix} 4 \\\\ -7 \\end{pmatrix}.$  Find $\\det \\mathbf{P}.$", `0`},
		{"Find the matrix that corresponds to rotating about the origin by an angle of $120^\\circ$ counter-clockwise.", `\begin{pmatrix} -1/2 & -\sqrt{3}/2 \\ \sqrt{3}/2 & -1/2 \end{pmatrix}`},
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 3 \\\\ 1 \\end{pmatrix}.$  Find $\\mathbf{R}^2.$", `\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}`},
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
			if r.Verdict == record.Confirm || m.Type == NamedMapSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
