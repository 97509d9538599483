package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProseIntegerQuestions: remainders and divisor sums of numbers written
// in the prose, computed exactly; a reading that depends on a convention
// stays undecided.
func TestProseIntegerQuestions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"What is the remainder when 2003 is divided by 11?", "1", record.Confirm, "is 1"},
		{"What is the remainder when 2003 is divided by 11?", "2", record.Refute, "not 2"},
		{"Determine the remainder of 54 (mod 6).", "0", record.Confirm, "is 0"},
		{"Find the remainder of $7^{17}$ when it is divided by 5.", "2", record.Confirm, "is 2"},
		{"What is the sum of the positive factors of 24?", "60", record.Confirm, "(1, 2, 3, 4, 6, 8, 12, 24) is 60"},
		{"What is the sum of the factors of 24?", "60", record.Undecided, ""},
		{"What is the sum of the six positive integer factors of 18?", "39", record.Confirm, "is 39"},
		{"What is the sum of the five positive integer factors of 18?", "39", record.Undecided, "says 5"},
		{"What is the sum of the prime factors of 12?", "5", record.Undecided, "repeated prime factor"},
		{"What is the sum of the distinct prime factors of 735?", "15", record.Confirm, "(3, 5, 7) is 15"},
		{"Find the number of positive divisors of 2002.", "16", record.Confirm, "is 16"},
		{"What is the product of the positive integer divisors of 100?", "1,\\!000,\\!000,\\!000", record.Confirm, "is 1000000000"},
		{"What is the sum of the positive odd divisors of $60$?", "24", record.Confirm, "the sum of the 4 divisors kept of its 12 is 24"}, // integers.CheckDivisorSet

	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
