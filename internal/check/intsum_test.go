package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntSum (issue 42): the sum of the integers of a kind in a range,
// exact; "between" whose end is a term is undecided.
func TestIntSum(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`What is the sum of all of the multiples of 3 between 100 and 200?`, `4950`, record.Confirm},
		{`What is the sum of all of the multiples of 3 between 100 and 200?`, `4953`, record.Refute},
		{`What is the sum of all the odd integers between $500$ and $700$?`, `60000`, record.Confirm},
		{`What is the sum of the integers from $-30$ to $50$, inclusive?`, `810`, record.Confirm},
		{`What is the sum of the first five positive odd integers?`, `25`, record.Confirm},
		{`What is the sum of all the three-digit positive integers?`, `494550`, record.Confirm},
		// An end is a term: "between" read inclusively or not differs.
		{`What is the sum of all of the multiples of 5 between 100 and 200?`, `2850`, record.Undecided},
		// "from a to b" without "inclusive": not read.
		{`What is the sum of the integers from $-30$ to $50$?`, `810`, record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
