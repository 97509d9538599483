package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPascal (issue 42): numbers of Pascal's triangle and binomial
// coefficients asked in words; a wrong number is refuted; a given value
// that is false, or one more word, leaves the statement to the rest of
// the dispatch.
func TestPascal(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"In the row of Pascal's triangle that starts 1, 11, what is the ninth number?", "165", record.Confirm, "C(11, 8)"},
		{"In the row of Pascal's triangle that starts 1, 11, what is the ninth number?", "55", record.Refute, "not 55"},
		{"In the row of Pascal's triangle that starts with 1 and then 10, what is the next number?", "45", record.Confirm, "C(10, 2)"},
		{"What is the 39th number in the row of Pascal's triangle that has 41 numbers?", "780", record.Confirm, "C(40, 38)"},
		{"What is the 39rd number in the row of Pascal's triangle that has 41 numbers?", "780", record.Undecided, ""},
		{"How many primes are in the row of Pascal's Triangle that starts with a $1$ followed by a $6$?", "0", record.Confirm, "0 of C(6, 0)"},
		{"How many numbers are in the first $20$ rows of Pascal's Triangle (from the $0$th row to the $19$th row)?", "210", record.Confirm, "210"},
		{"How many numbers are in the first $20$ rows of Pascal's Triangle (from the $0$th row to the $20$th row)?", "210", record.Undecided, ""},
		{"In Pascal's Triangle, the third row has four elements, and the sum of these elements is 8. What is the sum of the elements in the tenth row? (Note that we are counting the top row with a single 1 as the 0th row).", "1024", record.Confirm, "2^10"},
		{"In Pascal's Triangle, the third row has three elements, and the sum of these elements is 4. What is the sum of the elements in the tenth row? (Note that we are counting the top row with a single 1 as the 0th row).", "512", record.Undecided, ""},
		{`Given that $\binom{23}{3}=1771$, $\binom{23}{4}=8855$, and $\binom{23}{5}=33649$, find $\binom{25}{5}$.`, "53130", record.Confirm, "C(25, 5)"},
		{`Given that $\binom{23}{3}=1771$, $\binom{23}{4}=8855$, and $\binom{23}{5}=33649$, find $\binom{25}{5}$.`, "53129", record.Refute, "not 53129"},
		{`Given that $\binom{23}{3}=1772$, $\binom{23}{4}=8855$, and $\binom{23}{5}=33649$, find $\binom{25}{5}$.`, "53130", record.Undecided, ""},
		{`What is $\dbinom{n}{n-1}$ for any positive integer $n$?  (Answer in terms of $n$.)`, "n", record.Confirm, "n"},
		{`What is $\dbinom{n}{0}$ for any positive integer $n$?`, "1", record.Confirm, "1"},
		{`What is $\dbinom{n}{0}$ for any positive integer $n$?`, "n", record.Refute, "not n"},
		{`What is $\dbinom{n}{1}$ for any positive integer $n$?`, "1", record.Refute, "not 1"},
		{`What is $\dbinom{n}{1}$ for any positive integer $n$?`, "n+1", record.Undecided, ""},
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
