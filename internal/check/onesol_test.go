package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestOneSolution (issue 42): the parameter that gives an equation of
// degree at most 2 exactly one solution (the discriminant zero with the
// leading coefficient nonzero, or a linear equation), by the sign asked.
func TestOneSolution(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Find the positive value of $n$ such that the equation $9x^2+nx+1=0$ has exactly one solution in $x$.`, `6`, record.Confirm, "{6}"},
		{`Find the positive value of $n$ such that the equation $9x^2+nx+1=0$ has exactly one solution in $x$.`, `-6`, record.Refute, ""},
		{`Find a non-zero value for $a$ such that $ax^2+8x+4=0$ has only one solution.`, `4`, record.Confirm, ""},
		{`For what value of $m$ does the equation $(x+4)(x+1) = m + 2x$ have exactly one real solution? Express your answer as a common fraction.`, `\frac{7}{4}`, record.Confirm, ""},
		{`For what value of $m$ does the equation $(x+4)(x+1) = m + 2x$ have exactly one real solution? Express your answer as a common fraction.`, `1.75`, record.Undecided, ""},
		{`There are two values of $a$  for which the equation $4x^2+ax+8x+9=0$ has only one solution for $x$. What is the sum of those values of $a$?`, `-16`, record.Confirm, ""},
		// Without "nonzero", a = 0 gives one solution too: two values.
		{`Let $ax^2+8x+4 = 0.$ What value of $a$ will give us exactly one solution for $x$?`, `4`, record.Undecided, "{0, 4}"},
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
