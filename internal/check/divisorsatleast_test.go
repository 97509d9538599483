package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSearchDivisorsAtLeast (issue 42, OlympiadBench): a search whose
// condition is "$E$ has at least N positive divisors" or "the product of
// all positive divisors of $E$ equals $R$", decided from E's exact
// factorisation; without "positive" the statement is not read.
func TestSearchDivisorsAtLeast(t *testing.T) {
	const p = `Compute the least integer $n>1$ such that the product of all positive divisors of $n$ equals $n^{4}$.`
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
		{p, "24", record.Confirm, "24 is the first"},
		{p, "30", record.Refute, ""},
		{strings.Replace(p, "n^{4}", "n^{3}", 1), "12", record.Confirm, "12 is the first"},
		{strings.Replace(p, "positive divisors", "divisors", 1), "24", record.Undecided, ""},
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
