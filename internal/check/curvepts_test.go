package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCurvePoints (issue 42): the unknowns of a parabola or a line given by
// points on it, read as the given-value question "If <each point on the
// curve>, what is the value of $E$?".
func TestCurvePoints(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`A parabola with equation $y=x^2+bx+c$ passes through the points $(2,3)$ and $(4,3)$. What is $c$?`, `11`, record.Confirm},
		{`A parabola with equation $y=x^2+bx+c$ passes through the points $(2,3)$ and $(4,3)$. What is $c$?`, `3`, record.Refute},
		{`A parabola $ax^2+bx+c$ contains the points $(-1,0)$, $(0,5)$, and $(5,0)$.  Find the value $100a+10b+c$.`, `-55`, record.Confirm},
		{`A line contains the points $(6,8)$, $(-2, k)$ and $(-10, 4)$. What is the value of $k$?`, `6`, record.Confirm},
		{`A line contains the points $(6,8)$, $(-2, k)$ and $(-10, 4)$. What is the value of $k$?`, `7`, record.Refute},
		// Two parabolas' intersection points, c ≥ a between two points read
		// as c > a.
		{`The parabolas defined by the equations $y=-x^2-x+1$ and $y=2x^2-1$ intersect at points $(a,b)$ and $(c,d)$, where $c\ge a$. What is $c-a$? Express your answer as a common fraction.`, `\frac{5}{3}`, record.Confirm},
		{`The parabolas defined by the equations $y=-x^2-x+1$ and $y=2x^2-1$ intersect at points $(a,b)$ and $(c,d)$, where $c\ge a$. What is $c-a$? Express your answer as a common fraction.`, `0`, record.Refute},
		{`The parabolas defined by the equations $y=-x^2-x+1$ and $y=2x^2-1$ intersect at points $(a,b)$ and $(c,d)$, where $c\ge a$. What is $c-a$? Express your answer as a common fraction.`, `1.\overline{6}`, record.Undecided},
		// Too few points to fix the unknowns: c takes many values.
		{`A parabola with equation $y=ax^2+bx+c$ passes through the points $(2,3)$ and $(4,3)$. What is $c$?`, `11`, record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
