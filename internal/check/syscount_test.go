package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSystemCount: issue 42 (Gaokao's SAT rows), the number of solutions
// of a system where it does not depend on the field
// (equations.CheckSystemCount).
func TestSystemCount(t *testing.T) {
	const head = `How many solutions does the system of equations $\begin{cases} `
	cases := []struct {
		rows, answer string
		want         record.Verdict
	}{
		{`y=4x+1 \\ y=4x+3`, `0`, record.Confirm},
		{`y=4x+1 \\ y=4x+3`, `1`, record.Refute},
		{`y=4x+1 \\ y=2x+3`, `1`, record.Confirm},
		{`y=4x+1 \\ y=2x+3`, `0`, record.Refute},
		{`y=x^{2} \\ y=1`, `2`, record.Undecided},    // real and complex counts may differ
		{`y=4x+1 \\ 2y=8x+2`, `0`, record.Undecided}, // infinitely many
		{`y=4x+1 \\ y>2x+3`, `1`, record.Undecided},  // not an equation
	}
	for _, tc := range cases {
		q := head + tc.rows + ` \end{cases}$ have?`
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
