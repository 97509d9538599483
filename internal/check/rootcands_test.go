package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootCandidates: issue 42, the rational root theorem's candidates
// counted or listed (given.CheckRootCandidates).
func TestRootCandidates(t *testing.T) {
	const form = "A polynomial with integer coefficients is of the form\n"
	const count = form + `\[7x^4 + a_3 x^3 + a_2 x^2 + a_1 x - 14 = 0.\]Find the number of different possible rational roots of this polynomial.`
	const list = form + `\[x^3 + a_2 x^2 + a_1 x - 11 = 0.\]Enter all the possible integer roots of this polynomial, separated by commas.`
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{count, `12`, record.Confirm},
		{count, `16`, record.Refute}, // 2/7 counted as 14/7 = 2 again, and so on
		{list, `-11, -1, 1, 11`, record.Confirm},
		{list, `1, 11`, record.Refute},
		{list, `-11, -1, 1, 1, 11`, record.Confirm}, // a value listed twice
		{form + `\[7x^4 + a_2 x^2 + a_1 x - 14 = 0.\]Find the number of different possible rational roots of this polynomial.`, `12`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
