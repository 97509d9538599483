package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCommonRoot (issue 42): the common solution of two equations in one
// unknown, read as "If $A$ and $B$, what is the value of $x$?".
func TestCommonRoot(t *testing.T) {
	p := `Let $x$ be a value such that $9x^2 - 18x - 16 = 0$ and $15x^2 + 28x + 12 = 0.$ What is the value of $x$? Express your answer as a simplified common fraction.`
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{p, `-\dfrac{2}{3}`, record.Confirm},
		{p, `\frac{8}{3}`, record.Refute},
		{p, `-0.\overline{6}`, record.Undecided},
		{`Let $x$ be a number that satisfies both equations $18x^2+25x-3=0$ and $4x^2+8x+3=0$. Find the value of $x$.`, `-\frac32`, record.Confirm},
		// No common solution: nothing to confirm.
		{`Let $x$ be a number that satisfies both equations $x^2=1$ and $x^2=4$. Find the value of $x$.`, `1`, record.Undecided},
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
