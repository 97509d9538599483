package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestModulus: issue 42, |z| for zⁿ = W and |E| for a product of letters
// of given moduli (given.CheckModulus).
func TestModulus(t *testing.T) {
	const sq = `Suppose $z$ is a complex number such that $z^2 = 24-32i$.  Find $|z|$.`
	const quot = `If $a$ and $b$ are complex numbers such that $|a| = 6$ and $|b| = 4,$ then find $\left| \frac{a}{b} \right|.$`
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{sq, `2\sqrt{10}`, record.Confirm},
		{sq, `\sqrt{40}`, record.Confirm},
		{sq, `-2\sqrt{10}`, record.Undecided}, // its 4th power is right, its sign is not proven by form
		{sq, `40`, record.Refute},
		{sq, `2\sqrt{5}`, record.Refute},
		{quot, `\frac{3}{2}`, record.Confirm},
		{quot, `\frac{2}{3}`, record.Refute},
		{`If $a$ and $b$ are complex numbers such that $|a| = 6$ and $|b| = 4,$ then find $|a+b|.$`, `10`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
