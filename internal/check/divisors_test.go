package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDivisorQuestions: the divisor questions of the cue table are answered
// on the exact integer (OlympiadBench 2787 among them), never by comparing
// the answer with the formula's value.
func TestDivisorQuestions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"Compute the largest prime divisor of $15 !-13$ !.", "19", record.Confirm, "2^10·3^5·5^2·7·11^2·13·19"},
		{"Compute the largest prime divisor of $15 !-13$ !.", "13", record.Refute, "is 19"},
		{"What is the largest prime divisor of $2^{10}-1$?", "1023", record.Refute, "is 31"},
		{"What is the largest prime factor of $2^{10}-1$?", "31", record.Confirm, "3·11·31"},
		{"Find the smallest prime divisor of $5^{23}+7^{17}$.", "2", record.Confirm, "smallest prime divisor is 2"},
		{"Find the number of divisors of $2^{10}$.", "11", record.Confirm, "2^10"},
		{"Find the number of divisors of $2^{10}$.", "1024", record.Refute, "is 11"},
		// Read by the count of integers under conditions (issue 42), which
		// comes first: the divisors of 6! enumerated.
		{"How many positive divisors does $6!$ have?", "30", record.Confirm, "the 30 positive divisors of 6! tried exactly"},
		{"Find the sum of all the positive divisors of $91$.", "112", record.Confirm, "7·13"},
		{"Find the sum of the prime factors of $1001$.", "31", record.Confirm, "7·11·13"},
		// The cofactor 1000003·1000033 (both prime, above the trial bound)
		// is composite and not factored: undecided, never a guess.
		{"Find the largest prime divisor of $1000003 \\cdot 1000033$.", "1000033", record.Undecided, "composite and is not factored"},
		{"Find the largest prime divisor of $x^2-1$.", "2", record.Undecided, "expression in x"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
