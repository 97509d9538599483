package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPctChain: issue 42 (Gaokao), numbers tied by percentages
// (sequences.CheckPctChain): the unknown percentage or the ratio asked,
// exactly.
func TestPctChain(t *testing.T) {
	const (
		cyc   = `There are positive real numbers a, b, c, d, and p such that a is 62.5\% of b, b is 64\% of c, c is 125\% of d, and d is p\% of a. Find p.`
		times = `The number a is 70\% less than the positive number b. The number c is 60\% greater than a. The number c is how many times b?`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{cyc, `$200$`, record.Confirm},
		{cyc, `$50$`, record.Refute}, // a as p% of d
		{times, `$.48$`, record.Confirm},
		{times, `$0.48$`, record.Confirm},
		{times, `$1.12$`, record.Refute}, // 70% of b, not 70% less
		{strings.Replace(times, "greater than", "less than", 1), `$0.12$`, record.Confirm},
		// not tied, a contradiction, no positivity, a word more
		{strings.Replace(times, "greater than a", "greater than d", 1), `$.48$`, record.Undecided},
		{strings.Replace(cyc, "d is p\\% of a", "d is 200\\% of a", 1), `$200$`, record.Undecided},
		{strings.Replace(times, "the positive number b", "b", 1), `$.48$`, record.Undecided},
		{strings.Replace(times, "how many times b?", "how many times b, roughly?", 1), `$.48$`, record.Undecided},
		{strings.Replace(times, "70\\% less", "100\\% less", 1), `0`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
