package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerCounts (issue 42): "How many <integers> <conditions>?" is
// counted by exact enumeration of the range (or of the divisors of the
// number whose factors are counted); words with two readings must give one
// count, and an open range or a word the grammar does not know leaves the
// row to the rest of the dispatch.
func TestIntegerCounts(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"How many positive three-digit integers are not multiples of 7?", "772", record.Confirm, "772 satisfy every condition"},
		{"How many positive three-digit integers are not multiples of 7?", "773", record.Refute, "not 773"},
		{"How many positive factors does 48 have?", "10", record.Confirm, "the 10 positive divisors of 48"},
		{"How many positive factors does 48 have?", "9", record.Refute, "not 9"},
		{"How many factors of 8000 are perfect squares?", "8", record.Confirm, "every reading of the words"},
		{"How many integers between 15 and 85 are divisible by 20?", "4", record.Confirm, "15 < n < 85"},
		{"How many integers between 15 and 80 are divisible by 20?", "3", record.Undecided, ""},
		{"How many integers between 15 and 80, inclusive, are divisible by 20?", "4", record.Confirm, "4 satisfy every condition"},
		{"How many of the 401 integers from $-200$ to $200$ are congruent to $5 \\pmod{13}?$", "31", record.Confirm, "31 satisfy"},
		{"How many positive divisors do 48 and 156 have in common?", "6", record.Confirm, "6 satisfy every condition"},
		{"How many integers $n$ satisfy $0<n<60$ and $4n\\equiv 2\\pmod 6?$", "20", record.Confirm, "20 satisfy every condition"},
		{"How many positive two-digit integers leave a remainder of 2 when divided by 8?", "12", record.Confirm, "n ≡ 2 (mod 8)"},
		{"How many even divisors does $7!$ have?", "48", record.Undecided, ""},
		{"How many prime numbers are divisible by $39$ ?", "0", record.Undecided, ""},
		{"How many positive three-digit integers are not multiples of 7 in the list?", "772", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
