package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConicExtreme (issue 42): the largest or smallest coordinate of a
// point on a bounded curve of degree 2, from the points where the other
// partial derivative vanishes.
func TestConicExtreme(t *testing.T) {
	p := `Let $(x,y)$ be an ordered pair of real numbers that satisfies the equation $x^2+y^2=14x+48y$. What is the maximum value of $y$?`
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{p, `49`, record.Confirm},
		{p, `48`, record.Refute},
		{`Let $(x,y)$ be an ordered pair of real numbers that satisfies the equation $x^2+y^2=14x+48y$. What is the minimum value of $x$?`, `-18`, record.Confirm},
		{`The equation of an ellipse is given $2x^2 - 8x + 3y^2 + 6y + 5 = 0.$  Find the maximum value of the $x$-coordinate of a point on this ellipse.`, `2 + \sqrt{3}`, record.Confirm},
		{`The equation of an ellipse is given $2x^2 - 8x + 3y^2 + 6y + 5 = 0.$  Find the maximum value of the $x$-coordinate of a point on this ellipse.`, `2 - \sqrt{3}`, record.Refute},
		// A hyperbola is not bounded: undecided.
		{`Let $(x,y)$ be an ordered pair of real numbers that satisfies the equation $x^2-y^2=1$. What is the maximum value of $y$?`, `1`, record.Undecided},
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
