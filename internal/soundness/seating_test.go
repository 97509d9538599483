package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSeatingSlip (issue 42): the seatings of four MATH rows are mutated
// (rotations told apart, mirror images made the same, the conditions
// dropped), and leg 1 refutes every mutant.
func TestSeatingSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`In how many ways can we seat 8 people around a table if Alice and Bob won't sit next to each other?  (Two seatings are the same if one is a rotation of the other.)`, `3600`},
		{`In how many ways can 7 people be seated in a row of chairs if two of the people, Wilma and Paul, refuse to sit next to each other?`, `3600`},
		{`A Senate committee has 5 Democrats and 5 Republicans.  In how many distinguishable ways can they sit around a circular table if all the members of each party all sit next to each other?  (If the table is rotated, it should be counted as the same seating.)`, `14,\!400`},
		{`The Smith family has 4 sons and 3 daughters.  In how many ways can they be seated in a row of 7 chairs such that all 3 girls sit next to each other?`, `720`},
	}
	total := 0
	for _, row := range rows {
		got := answers(generate(row.problem, row.answer), SeatingSlip)
		if len(got) == 0 {
			t.Errorf("%q: no seating-slip mutant", row.answer)
		}
		for _, a := range got {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	t.Logf("%d seating-slip mutants, all refuted", total)
}
