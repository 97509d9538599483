package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFuncCycle: issue 42, f(k) from an equation in f(x) and f(φ(x)), the
// orbit of k under φ closing (given.CheckFuncCycle).
func TestFuncCycle(t *testing.T) {
	const two = "The function $f(x)$ satisfies\n\\[f(x) + 2f(1 - x) = 3x^2\\]for all real numbers $x.$  Find $f(3).$"
	const three = "The function $f(x)$ satisfies\n\\[f(x) + f \\left( \\frac{x + 1}{1 - 3x} \\right) = x\\]for all $x \\neq \\frac{1}{3}.$  Find $f(2).$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{two, `-1`, record.Confirm},
		{two, `1`, record.Refute},
		{three, `\frac{48}{35}`, record.Confirm},
		{three, `\frac{2}{35}`, record.Refute},
		// φ(x) = x + 1 never returns: not decided.
		{"The function $f(x)$ satisfies\n\\[f(x) + f(x + 1) = x\\]for all real numbers $x.$  Find $f(3).$", `1`, record.Undecided},
		// The orbit of 0 under 1/x: φ is not defined at 0.
		{"The function $f(x)$ satisfies\n\\[f(x) + 2f \\left( \\frac{1}{x} \\right) = x\\]for all $x \\neq 0.$  Find $f(0).$", `0`, record.Undecided},
		// f(x) + f(1 − x) = 1 at x = 3 and −2 is one equation twice: not fixed.
		{"The function $f(x)$ satisfies\n\\[f(x) + f(1 - x) = 1\\]for all real numbers $x.$  Find $f(3).$", `\frac{1}{2}`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
