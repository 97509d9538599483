package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRationalRangeMutants (issue 42): the range of a one-to-one rational
// function, ℝ minus m, is an interval answer: its mutants are the generic
// interval slips (a piece dropped, an end closed, an infinity flipped; the
// families' slips are not asked for interval answers), and leg 1
// (shapes.CheckRationalRange) confirms none.
func TestRationalRangeMutants(t *testing.T) {
	const problem = "Find the range of the function\n\\[k(x) = \\frac{2x + 7}{x - 3}.\\]"
	const answer = `(-\infty,2) \cup (2,\infty)`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s (%s), want confirmed", r.Verdict, r.Note)
	}
	gen := generate(problem, answer)
	if len(gen.Mutants) < 3 {
		t.Fatalf("mutants: %v", gen.Mutants)
	}
	for _, m := range gen.Mutants {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s (%s): confirmed (%s)", m.Answer, m.Type, r.Note)
		}
	}
}
