package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPctChainSlip (issue 42): a ratio or percentage tied by percentages
// is mutated to the reversed ratio and to its complement; leg 1 refutes
// each.
func TestPctChainSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{`There are positive real numbers a, b, c, d, and p such that a is 62.5\% of b, b is 64\% of c, c is 125\% of d, and d is p\% of a. Find p.`, `200`, 1},
		{`The number a is 70\% less than the positive number b. The number c is 60\% greater than a. The number c is how many times b?`, `.48`, 2},
	} {
		got := answers(generate(c.problem, c.answer), PctChainSlip)
		if len(got) < c.n {
			t.Fatalf("%s mutants of %s: %v, want %d", PctChainSlip, c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
