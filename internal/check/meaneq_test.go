package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMeanEquation (issue 42): the unknown of an equation on the means of
// listed numbers (equations.CheckMeanEquation), solved exactly.
func TestMeanEquation(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`The arithmetic mean of 7, 2, $x$ and 10 is 9. What is the value of $x$?`, `17`, record.Confirm},
		{`The arithmetic mean of 7, 2, $x$ and 10 is 9. What is the value of $x$?`, `36`, record.Refute},
		{`The average of $x+6$, $6x+2$, and $2x+7$ is $4x-7$. What is $x$?`, `12`, record.Confirm},
		{`The mean of $5$, $8$ and $17$ is equal to the mean of $12$ and $y$. What is the value of $y$?`, `8`, record.Confirm},
		{`Given that 10 is the arithmetic mean of the set $\{6, 13, 18, 4, x\}$, what is the value of $x$?`, `9`, record.Confirm},
		{`Given that 9 is the arithmetic mean of the set $\{6, 13, 18, 4, x\}$, what is the value of $x$?`, `4`, record.Undecided}, // x = 4: a member twice
		{`The average of $x^2$ and $3$ is $2$. What is $x$?`, `1`, record.Undecided},                                               // not linear
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
