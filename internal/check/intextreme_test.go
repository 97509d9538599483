package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntExtreme (issue 42): the greatest, least, count, sum or only
// integer satisfying linear inequalities in one letter
// (inequality.CheckIntExtreme), computed exactly from the interval.
func TestIntExtreme(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`What is the greatest integer that satisfies $6 - x > -9$ ?`, `14`, record.Confirm},
		{`What is the greatest integer that satisfies $6 - x > -9$ ?`, `15`, record.Refute},
		{`What is the largest integer value of $x$ for which $5-4x>17$?`, `-4`, record.Confirm},
		{`What is the largest integer value of $x$ for which $5-4x>17$?`, `-3`, record.Refute},
		{`How many positive integer solutions exist for $3(x-5)\le 7$ ?`, `7`, record.Confirm},
		{`How many positive integer solutions exist for $3(x-5)\le 7$ ?`, `8`, record.Refute},
		{`What is the sum of all positive integers $t$ such that $1.2t \leq 9.6$?`, `36`, record.Confirm},
		{`If $-3\le x+5 \le 8$ and $x$ is an integer, what is the sum of all the possible solutions?`, `-30`, record.Confirm},
		{`For what integer $x$ is $\frac 35 < \frac x7 < \frac 79$?`, `5`, record.Confirm},
		{`For what integer $x$ is $\frac 35 < \frac x7 < \frac 79$?`, `6`, record.Refute},
		{`Find the largest integral value of $x$ which solves: $\frac{1}{3}<{\frac{x}{5}}<{\frac{5}{8}}$`, `3`, record.Confirm},
		{`For what integer $x$ is $\frac 15 < \frac x7 < \frac 79$?`, `3`, record.Undecided},  // several integers
		{`What is the least integer that satisfies $6 - x > -9$ ?`, `-100`, record.Undecided}, // no least
		{`What is the greatest integer that satisfies $x^2 < 10$ ?`, `3`, record.Undecided},   // not linear
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
