package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestOrderSlip (issue 42): the count of K of N chosen is mutated to the
// counts of the other readings, and leg 1 refutes each.
func TestOrderSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer, want string }{
		{"In how many ways can a 3-person committee be chosen from a group of 8 people?", "56", "336"},
		{"In how many ways can a President, Vice-President, and Treasurer be chosen from a group of 8 people if no one can serve two roles at the same time?", "336", "56"},
		{"Our club has 25 members, and wishes to pick a president, secretary, and treasurer.  In how many ways can we choose the officers, if individual members may hold more than one office?", "15625", "13800"},
	} {
		got := answers(generate(c.problem, c.answer), OrderSlip)
		if !slices.Contains(got, c.want) {
			t.Fatalf("order-slip mutants of %s: %v, want %s among them", c.answer, got, c.want)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
