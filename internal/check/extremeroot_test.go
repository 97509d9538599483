package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExtremeRoot: the largest or smallest real solution of one equation,
// from its complete real solution set found exactly (excluded points of a
// rational equation and extraneous roots of an absolute value or a square
// root left out).
func TestExtremeRoot(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is the largest value of $x$ such that $(4x+11)(2x-8)=x(2x+7)$? Express your answer as a fraction.`, `\frac{11}{2}`, record.Confirm, "{-8/3, 11/2}"},
		{`What is the largest value of $x$ such that $(4x+11)(2x-8)=x(2x+7)$? Express your answer as a fraction.`, `-\frac{8}{3}`, record.Refute, ""},
		{`What is the largest value of $x$ such that $(4x+11)(2x-8)=x(2x+7)$? Express your answer as a fraction.`, `5.5`, record.Undecided, "form"},
		{`Find the largest value of $c$ such that $\frac{c^2 + 6c -27}{c-3} +2c = 23$.`, `\frac{14}{3}`, record.Confirm, "{14/3}"},
		{`Find the largest value of $c$ such that $\frac{c^2 + 6c -27}{c-3} +2c = 23$.`, `3`, record.Refute, ""},
		{`What is the smallest value of $x$ such that $|5x - 1| = |3x + 2|$? Express your answer as a common fraction.`, `-\frac{1}{8}`, record.Confirm, ""},
		{`Find the smallest number $y$ such that $y^2 = 81$.`, `-9`, record.Confirm, ""},
		{`What is the largest value of $x$, if $\frac{x}{5} + \frac{1}{5x} = \frac{1}{2}$?`, `2`, record.Confirm, ""},
		{`What is the largest value of $x$ that satisfies the equation $\sqrt{2x}=4x$? Express your answer in simplest fractional form.`, `\frac18`, record.Confirm, "{0, 1/8}"},
		// Issue 42 round 3: "Solve for the largest value of $x$ such that
		// $E = F.$", the full stop inside the formula.
		{`Solve for the largest value of $x$ such that $x^2 + 24x + 128 = 0.$`, `-8`, record.Confirm, "{-16, -8}"},
		{`Solve for the largest value of $x$ such that $x^2 + 24x + 128 = 0.$`, `-16`, record.Refute, ""},
		{`Solve for the smallest value of $x$ such that $24x^2 + 17x - 20 = 0.$ Express your answer as a simplified common fraction.`, `-\dfrac{4}{3}`, record.Confirm, ""},
		{`Solve for the smallest value of $x$ such that $24x^2 + 17x - 20 = 0.$ Express your answer as a simplified common fraction.`, `-1.\overline{3}`, record.Undecided, ""},
		{`Solve quickly for the largest value of $x$ such that $x^2 + 24x + 128 = 0.$`, `-8`, record.Undecided, ""},
		// Irrational solutions; no real solution; one word more.
		{`What is the largest value of $x$ such that $x^2=2$?`, `\sqrt{2}`, record.Undecided, "irrational"},
		{`What is the largest value of $x$ such that $x^2=-2$?`, `0`, record.Undecided, "no real solution"},
		{`What is the largest positive value of $x$ such that $x^2-5x-36=0$?`, `9`, record.Undecided, ""},
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
