package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBareValue: issue 42 (Gaokao's SAT rows), given-value questions
// whose formulas are written in the prose, and the fractions of a number
// (statement/barevalue, checked as given values).
func TestBareValue(t *testing.T) {
	const (
		sys  = `If x + 2y = 9 and 5x + 4y = −4, what is the value of 8x + 10y?`
		rad  = `If $5\sqrt{3x}-2=13$, what is the value of 3x?`
		pair = `$\frac{x}{y}=8$ and $\frac{2x}{ty}=160$, what is the value of t?`
		of   = `What is the value of $\frac12$ of $\frac13$ of $\frac14$ of 240?`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{sys, `$23$`, record.Confirm},
		{sys, `$24$`, record.Refute},
		{rad, `$9$`, record.Confirm},
		{rad, `$3$`, record.Refute}, // x, not 3x
		{pair, `$\frac{1}{10}$`, record.Confirm},
		{pair, `$10$`, record.Undecided}, // the ideal test confirms only
		{of, `10`, record.Confirm},
		{of, `20`, record.Refute},
		// a word in a formula, another sentence, a formula that is not an equation
		{strings.Replace(sys, "5x + 4y = −4", "5x + 4y equals −4", 1), `$23$`, record.Undecided},
		{strings.Replace(sys, "what is the value", "what could be the value", 1), `$23$`, record.Undecided},
		{strings.Replace(sys, "5x + 4y = −4", "5x + 4y", 1), `$23$`, record.Undecided},
		{strings.Replace(of, `$\frac14$`, `$x$`, 1), `10`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
