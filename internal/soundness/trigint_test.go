package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrigIntSlip (issue 42): a value written as f(n) is mutated (the
// cofunction, n ± 1), and leg 1 refutes every such mutant.
func TestTrigIntSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Simplify $\\sin 17^\\circ + \\sin 43^\\circ.$\n\nEnter your answer as a trigonometric function evaluated at an integer, such as \"sin 7\".  (The system will assume that the angle is in degrees.  The angle should be positive and as small as possible.)", `\cos 13^\circ`},
		{"Simplify $\\cot 10 + \\tan 5.$\n\nEnter your answer as a trigonometric function evaluated at an integer, such as \"sin 7\".", `\csc 10`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if own := answers(gen, TrigIntSlip); len(own) < 2 {
			t.Fatalf("trig-int-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == TrigIntSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
