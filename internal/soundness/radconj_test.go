package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRadConjSlip (issue 42): the radical conjugate mutated to the number
// itself or its opposite, a sum or a product off by one or negated (or the
// same slips of the generic types, generated first); leg 1 confirms none.
func TestRadConjSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"What is the radical conjugate of $5 - 6\\sqrt{2}$?", `5+6\sqrt{2}`},
		{"Compute the product of the number $5+\\sqrt{3}$ and its radical conjugate.", `22`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		// The generic slips (sign-flip, const-change) often come first: every
		// mutant of every type is checked.
		gen := generate(c.problem, c.answer)
		if len(gen.Mutants) < 2 {
			t.Fatalf("mutants of %s: %v", c.answer, gen.Mutants)
		}
		for _, m := range gen.Mutants {
			a := m.Answer
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
