package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSquareOfBinomial (issue 42): the constant that makes a quadratic the
// square of a binomial, read as the form (px + q)² with p, q ≠ 0 and
// solved exactly; the constant must take one value on every solution.
func TestSquareOfBinomial(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What value of $k$ will make $x^2 - 16x + k$ the square of a binomial?`, `64`, record.Confirm, "square of a binomial"},
		{`What value of $k$ will make $x^2 - 16x + k$ the square of a binomial?`, `8`, record.Refute, ""},
		{`What constant $k$ will make $y^2 + 24y + 16 + k$ the square of a binomial?`, `128`, record.Confirm, ""},
		{`Find $a$ such that $ax^2+15x+4$ is the square of a binomial.`, `\frac{225}{16}`, record.Confirm, ""},
		{`If $c$ is a nonzero constant such that $x^2+cx+9c$ is equal to the square of a binomial, then what is $c$?`, `36`, record.Confirm, ""},
		// Without "nonzero": c = 0 gives x², no binomial (q ≠ 0), so 36 still.
		{`If $c$ is a constant such that $x^2+cx+9c$ is equal to the square of a binomial, then what is $c$?`, `36`, record.Confirm, ""},
		// Two values: b = ±6 for x² + bx + 9.
		{`If $b$ is a constant such that $x^2+bx+9$ is equal to the square of a binomial, then what is $b$?`, `6`, record.Undecided, ""},
		{`What value of $k$ will make $x^2 - 16x + k$ a perfect square trinomial?`, `64`, record.Undecided, ""},
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
