package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDigitCount (issue 42): how many integers of a range have a property
// of their digits, every integer tried; a wrong count is refuted; a false
// example sentence or one more word leaves the statement to the rest of
// the dispatch.
func TestDigitCount(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"How many three-digit whole numbers have at least one 7 or at least one 9 as digits?", "452", record.Confirm, "452 of the integers 100 to 999"},
		{"How many three-digit whole numbers have at least one 7 or at least one 9 as digits?", "448", record.Refute, "not 448"},
		{"How many three-digit numbers are multiples of neither 5 nor 7?", "618", record.Confirm, "618"},
		{"How many $4$-digit numbers have the last digit equal to the sum of the first two digits?", "450", record.Confirm, "450"},
		{"How many of the natural numbers from $1$ to $800,$ inclusive, contain the digit $6$ at least twice? (The numbers $266$ and $663$ are two natural numbers that contain the digit $6$ at least twice, but $430$ or $16$ are not.)", "26", record.Confirm, "26 of the integers 1 to 800"},
		{"How many of the natural numbers from $1$ to $800,$ inclusive, contain the digit $6$ at least twice? (The numbers $266$ and $636$ are two natural numbers that contain the digit $6$ at least twice, but $430$ or $66$ are not.)", "26", record.Undecided, ""},
		{"How many three-digit whole numbers have no 7's and no 7's as digits?", "648", record.Undecided, ""},
		{"How many three-digit numbers that are odd are multiples of neither 5 nor 7?", "618", record.Undecided, ""},
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
