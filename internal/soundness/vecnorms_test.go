package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVecNormsSlip (issue 42): the values from norms, dot products and
// angles are mutated (negated, + 1), and leg 1 confirms no mutant.
func TestVecNormsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Vectors $\\mathbf{a}$ and $\\mathbf{b}$ satisfy $\\|\\mathbf{a}\\| = 5$ and $\\|\\mathbf{b}\\| = 4.$  Also, the angle between vectors $\\mathbf{a}$ and $\\mathbf{b}$ is $60^\\circ.$  Find $\\|\\mathbf{a} - \\mathbf{b}\\|.$", `\sqrt{21}`},
		{"If $\\|\\mathbf{a}\\| = 3$ and $\\|\\mathbf{b}\\| = 6,$ then find $(\\mathbf{a} + \\mathbf{b}) \\cdot (\\mathbf{a} - \\mathbf{b}).$", `-27`},
		{"Given vectors $\\mathbf{a}$ and $\\mathbf{b}$ such that $\\|\\mathbf{a}\\| = 6,$ $\\|\\mathbf{b}\\| = 8,$ and $\\|\\mathbf{a} + \\mathbf{b}\\| = 11.$  Find $\\cos \\theta,$ where $\\theta$ is the angle between $\\mathbf{a}$ and $\\mathbf{b}.$", `\frac{7}{32}`},
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
			if r.Verdict == record.Confirm || m.Type == VecNormsSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
