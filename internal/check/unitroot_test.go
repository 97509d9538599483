package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnitRoot: issue 42, E(z) for a complex z fixed by one polynomial
// condition, reduced modulo each factor over ℚ (given.CheckUnitRoot).
func TestUnitRoot(t *testing.T) {
	const prod = "Let $r$ be a complex number such that $r^5 = 1$ and $r \\neq 1.$  Compute\n\\[(r - 1)(r^2 - 1)(r^3 - 1)(r^4 - 1).\\]"
	const all = "Let $\\omega$ be a complex number such that $\\omega^3 = 1.$  Find all possible values of\n\\[\\frac{1}{1 + \\omega} + \\frac{1}{1 + \\omega^2}.\\]Enter all the possible values, separated by commas."
	const sq = "Let $z$ be a complex number satisfying $z^2 + z + 1 = 0.$  Compute\n\\[\\left( z + \\frac{1}{z} \\right)^2 + \\left( z^2 + \\frac{1}{z^2} \\right)^2 + \\left( z^3 + \\frac{1}{z^3} \\right)^2 + \\dots + \\left( z^{45} + \\frac{1}{z^{45}} \\right)^2.\\]"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{prod, `5`, record.Confirm},
		{"Let $r$ be a complex number such that $r^5 = 1$ and $r \\neq 1.$  Compute\n$$(r - 1)(r^2 - 1)(r^3 - 1)(r^4 - 1).$$", `5`, record.Confirm}, // the normalised text's display form
		{prod, `0`, record.Refute}, // z = 1 is excluded
		{all, `1`, record.Confirm},
		{all, `1, 2`, record.Refute},
		{sq, `90`, record.Confirm},
		{sq, `45`, record.Refute},
		// z ≠ 1 not given: z = 1 makes (r - 1)… zero, the primitive roots 5.
		{"Let $r$ be a complex number such that $r^5 = 1.$  Compute\n\\[(r - 1)(r^2 - 1)(r^3 - 1)(r^4 - 1).\\]", `5`, record.Undecided},
		// A denominator vanishing at z = 1: undecided.
		{"Let $z$ be a complex number such that $z^3 = 1.$  Compute\n\\[\\frac{z^3 - 1}{z - 1}.\\]", `0`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
