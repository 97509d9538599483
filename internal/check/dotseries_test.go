package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDotSeries (issue 42): a finite series written with dots is read as a
// sum or a product when its terms show one pattern, and its remainder or
// units digit computed exactly; a series whose pattern is not shown stays
// unread.
func TestDotSeries(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"Find the remainder when $1^3 + 2^3 + 3^3 + \\dots + 100^3$ is divided by 6.", "4", record.Confirm, "divided by 6 is 4"},
		{"Find the remainder when $1^3 + 2^3 + 3^3 + \\dots + 100^3$ is divided by 6.", "10", record.Refute, ""},
		{"Find the modulo $7$ remainder of the sum $1+3+5+7+9+\\dots+195+197+199.$", "4", record.Confirm, "divided by 7 is 4"},
		{"What is the remainder when the sum $1 + 7 + 13 + 19 + \\cdots + 253 + 259$ is divided by $6$?", "2", record.Confirm, "divided by 6 is 2"},
		{"Find the remainder when $2 \\times 12 \\times 22 \\times 32 \\times \\ldots \\times 72 \\times 82 \\times 92$ is divided by $5$.", "4", record.Confirm, "\\prod"},
		{"What is the units digit of $3^1 + 3^3 + 3^5 + 3^7 + \\ldots + 3^{2009}$?", "3", record.Confirm, "units digit is 3"},
		{"What is the units digit of $3^1 + 3^3 + 3^5 + 3^7 + \\ldots + 3^{2009}$?", "7", record.Refute, ""},
		{"Find the remainder when $1 + 2 + 2^2 + 2^3 + \\dots + 2^{100}$ is divided by 7.", "3", record.Undecided, ""},
		{"What is the remainder when $1 + 2 + 4 + \\dots + 64$ is divided by 9?", "1", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
