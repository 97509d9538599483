package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestComplexPolarSlip (issue 42): the answers on complex numbers written
// with angles are mutated (its opposite, its products by ±i, and the
// generic slips), and leg 1 confirms none; the family's own are refuted.
// The generator sets aside a complex answer of a statement that says
// "complex number" (the rotations and dilations), so the rows here are
// the ones in rectangular form; internal/check's TestComplexPolar refutes wrong
// rotations.
func TestComplexPolarSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Convert $\sqrt{2} e^{11 \pi i/4}$ to rectangular form.`, `-1 + i`},
		{"Compute $(-1 + i \\sqrt{3})^8.$  Enter the answer in rectangular form.", `-128 - 128 \sqrt{3} i`},
		{`Convert $e^{11 \pi i/2}$ to rectangular form.`, `-i`},
		{"Compute $(2 \\cos 20^\\circ + 2i \\sin 20^\\circ)^6.$  Enter your answer in rectangular form.", `-32 + 32i \sqrt{3}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		own := answers(gen, ComplexPolarSlip)
		if len(own) < 2 {
			t.Fatalf("complex-polar-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == ComplexPolarSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
