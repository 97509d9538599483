package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSearchDivisorsAtLeast (issue 42, OlympiadBench): a search whose
// condition is "$E$ has at least N positive divisors", the number of the
// divisors counted from E's exact factorisation; without "positive" the
// statement is not read.
func TestSearchDivisorsAtLeast(t *testing.T) {
	const q = `Compute the smallest positive integer $n$ such that $n^{n}$ has at least 1,000,000 positive divisors.`
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{q, "84", record.Confirm, "84 is the first"},
		{q, "83", record.Refute, "not 83"},
		{`Compute the smallest positive integer $n$ such that $n^{2}$ has at least 9 positive divisors.`, "6", record.Confirm, ""},
		{strings.Replace(q, "positive divisors", "divisors", 1), "84", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
