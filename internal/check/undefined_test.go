package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUndefinedValues: the values where a rational expression is
// undefined are the real roots of its divisors; their count, sum,
// product, largest, the one value or the list is compared exactly.
func TestUndefinedValues(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`For how many values of $x$ is the expression $\frac{x^2-9}{(x^2+2x-3)(x-3)}$ undefined?`, `3`, record.Confirm, "{-3, 1, 3}"},
		{`For how many values of $x$ is the expression $\frac{x^2-9}{(x^2+2x-3)(x-3)}$ undefined?`, `2`, record.Refute, ""},
		{`What is the sum of all values of $y$ for which the expression $\frac{y+6}{y^2-5y+4}$ is undefined?`, `5`, record.Confirm, "sum of the values is 5"},
		{`Find the product of all $x$ such that the expression $\frac{x^2+2x+1}{x^2+2x-3}$ is undefined.`, `-3`, record.Confirm, "product"},
		{`What is the largest value of $x$ such that the expression \[\dfrac{x+1}{8x^2-65x+8}\] is not defined?`, `8`, record.Confirm, "largest value is 8"},
		{`For what real values of $a$ is the expression $\frac{a+3}{a^2-4}$ undefined? List your answers in increasing order separated by commas.`, `-2, 2`, record.Confirm, "increasing order"},
		{`For what real values of $a$ is the expression $\frac{a+3}{a^2-4}$ undefined? List your answers in increasing order separated by commas.`, `-2, 3`, record.Refute, ""},
		{`For what value of $x$ is the expression $\frac{2x^3+3}{x^2-20x+100}$ not defined?`, `10`, record.Confirm, "the value is 10"},
		// Two values where one is asked; an irrational root; one word more.
		{`For what value of $x$ is the expression $\frac{x-5}{x^2-9}$ not defined?`, `3`, record.Undecided, "not exactly one"},
		{`What is the sum of all values of $x$ for which the expression $\frac{x-3}{2x^2-8x+7}$ is undefined?`, `4`, record.Undecided, "irrational"},
		{`What is the sum of all positive values of $y$ for which the expression $\frac{y+6}{y^2-5y+4}$ is undefined?`, `5`, record.Undecided, ""},
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
