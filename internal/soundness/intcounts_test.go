package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCountComplement (issue 42): the answer of a count of integers is
// mutated to the count of its complement, and leg 1 refutes it.
func TestCountComplement(t *testing.T) {
	problem := `How many positive three-digit integers are not multiples of 7?`
	got := answers(generate(problem, `772`), CountComplement)
	if !slices.Contains(got, "128") {
		t.Fatalf("count-complement mutants of 772: %v, want 900 - 772 = 128 among them", got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s confirmed: %s", a, r.Note)
		}
	}
	if got := answers(generate(`What is the largest three-digit multiple of 13?`, `988`), CountComplement); len(got) != 0 {
		t.Errorf("count-complement mutants without a count: %v", got)
	}
}
