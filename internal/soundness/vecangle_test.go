package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorAngleSlip (issue 42): the angle between two vectors mutated to
// its supplement and ± 15°, an orthogonality value ± 1; leg 1 confirms
// none.
func TestVectorAngleSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Find the angle between the vectors $\\begin{pmatrix} 2 \\\\ -1 \\\\ 1 \\end{pmatrix}$ and $\\begin{pmatrix} -1 \\\\ 1 \\\\ 0 \\end{pmatrix},$ in degrees.", `150^\circ`},
		{"Find $x$ so that the vectors $\\begin{pmatrix} 2 \\\\ 5 \\end{pmatrix}$ and $\\begin{pmatrix} x \\\\ -3 \\end{pmatrix}$ are orthogonal.", `\frac{15}{2}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%s (%s), want confirmed", r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(gen.Mutants) < 2 {
			t.Fatalf("mutants: %v", gen.Mutants)
		}
		for _, m := range gen.Mutants {
			if r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s (%s): confirmed (%s)", m.Answer, m.Type, r.Note)
			}
		}
	}
}
