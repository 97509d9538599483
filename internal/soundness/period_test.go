package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPeriodMutants (issue 42): the least period mutated by the generic
// slips (a constant changed, the sign flipped, a near miss) and the
// period-slip ones (half and twice the period); leg 1
// (values.CheckPeriod) confirms none.
func TestPeriodMutants(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"What is the period of $y = \\cos x + \\cos 2x + \\cos 3x$?", `2 \pi`},
		{"What is the period of $y = \\tan \\frac{x}{2}$?", `2 \pi`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%s (%s), want confirmed", r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(answers(gen, PeriodSlip)) < 1 {
			t.Fatalf("period-slip mutants: %v", gen.Mutants)
		}
		for _, m := range gen.Mutants {
			if r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s (%s): confirmed (%s)", m.Answer, m.Type, r.Note)
			}
		}
	}
}
