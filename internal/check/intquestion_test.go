package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerQuestions: remainders, digits, gcd and lcm on closed integer
// arguments (issue 25, capability 2) are computed exactly; a statement
// that says anything more stays undecided.
func TestIntegerQuestions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"What is the remainder when $2^{2005}$ is divided by 7?", "2", record.Confirm, "divided by 7 is 2"},
		{"What is the remainder when $2^{2005}$ is divided by 7?", "3", record.Refute, "divided by 7 is 2, computed exactly, not 3"},
		{"Find the remainder when $3^{3^{3^3}}$ is divided by 1000.", "387", record.Confirm, "is 387"},
		{"When $1 + 2 + 3 + 4$ is divided by $7$, what is the remainder?", "3", record.Confirm, "is 3"},
		{"What is the remainder when $2 - 9$ is divided by $3$?", "2", record.Undecided, "convention is not stated"},
		{"What is the remainder when $2^{10}$ is divided by $1$?", "0", record.Undecided, "not an integer above 1"},
		{"What is the remainder when $\\frac{7}{2}$ is divided by $3$?", "0", record.Undecided, "not an integer"},
		{"Find the greatest common divisor of $3339$, $2961$, and $1491$.", "21", record.Confirm, "gcd(3339, 2961, 1491) = 21"},
		{"Find the greatest common factor of $1001$ and $2431.$", "11", record.Refute, "= 143"},
		{"Find the least common multiple of $6!$ and $(4!)^2.$", "2880", record.Confirm, "lcm(6!, (4!)^2) = 2880"},
		{"What is the least common multiple of $14$, $20$, and $35$?", "140", record.Confirm, "= 140"},
		{"Find the units digit of $18^6.$", "4", record.Confirm, "units digit is 4"},
		{"What is the ones digit of $7^{35}$ when written as an integer?", "3", record.Confirm, "units digit is 3"},
		{"What is the tens digit of $5^{2005}$?", "2", record.Confirm, "tens digit is 2"},
		{"What is the tens digit of $17^{1993}$?", "7", record.Refute, "tens digit is 3"},
		{"What is the tens digit of $2^3$?", "0", record.Undecided, "has no tens digit"},
		{"Find the units digit of $x^2$.", "1", record.Undecided, "not an integer expression"},
		// Words beyond the question keep the row undecided.
		{"For a positive integer $n$, what is the greatest common divisor of $n^3 + 9$ and $n + 2$?", "1", record.Undecided, ""},
		{"What is the remainder when $301^4$ is divided by 10,000?", "1201", record.Undecided, "number 000"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}

// TestPolynomialRemainder: the remainder of a polynomial division is
// computed in ℚ[x] modulo the divisor and compared as a polynomial.
func TestPolynomialRemainder(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"Find the remainder when $x^{2015} + 1$ is divided by $x^8 - x^6 + x^4 - x^2 + 1.$", "-x^5 + 1", record.Confirm, "is -x^5 + 1"},
		{"Find the remainder when $x^{2015} + 1$ is divided by $x^8 - x^6 + x^4 - x^2 + 1.$", "x^5 + 1", record.Refute, "not x^5 + 1"},
		{"Find the remainder when $x^{100}$ is divided by $(x + 1)^3.$", "4950x^2 + 9800x + 4851", record.Confirm, "4950x^2 + 9800x + 4851"},
		{"Find the remainder when $3y^4-4y^3+5y^2-13y+4$ is divided by $3y - 2.$", "-\\frac{82}{27}", record.Confirm, "-82/27"},
		{"Find the remainder when $x^3 - 3x + 5$ is divided by $x + 2.$", "3", record.Confirm, "is 3"},
		{"Find the remainder when $x^3 - 3x + 5$ is divided by $x + 2.$", "3y", record.Undecided, "the answer is in y"},
		{"Find the remainder when $x^3 + y$ is divided by $x + 2.$", "y-8", record.Undecided, "expressions in x, y"},
		{"Find the remainder when $x^3 + 1$ is divided by $\\frac{1}{x}$.", "0", record.Undecided, "not read as a polynomial"},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
