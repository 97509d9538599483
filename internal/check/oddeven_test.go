package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestOddEven: issue 42, a value of f with unknown constants fixed by one
// known value (given.CheckOddEven).
func TestOddEven(t *testing.T) {
	const odd = `Let $f(x) = ax^7 + bx^3 + cx - 5.$  If $f(-7) = 7,$ then find $f(7).$`
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{odd, `-17`, record.Confirm},
		{odd, `-7`, record.Refute},
		{`Let $f(x) = ax^6 + bx^4 - cx^2 + 3.$  If $f(91) = 1$, find $f(91) + f(-91)$.`, `2`, record.Confirm},
		// f(2) is not fixed by f(1): a + b and 4a + 2b are not proportional.
		{`Let $f(x) = ax^2 + bx + 1.$  If $f(1) = 3,$ then find $f(2).$`, `5`, record.Undecided},
		// a·b is not affine in the constants.
		{`Let $f(x) = abx + 1.$  If $f(1) = 3,$ then find $f(-1).$`, `-1`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
