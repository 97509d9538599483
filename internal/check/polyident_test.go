package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolyIdentity: issue 42, a polynomial asked by identities it
// satisfies, the answer put into every call (given.CheckPolyIdentity).
func TestPolyIdentity(t *testing.T) {
	const sq = "Let $p(x)$ be a polynomial with positive leading coefficient such that\n\\[[p(x)]^2 = 4(x^2 + 2x + 1)(x^2 + 3x - 2) + (x - 3)^2.\\]Find $p(x).$"
	const comp = "Find the polynomial $p(x),$ with real coefficients, such that\n\\[p(x^3) - p(x^3 - 2) = [p(x)]^2 + 12\\]for all real numbers $x.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{sq, `2x^2 + 5x - 1`, record.Confirm},
		{sq, `-2x^2 - 5x + 1`, record.Refute}, // its square is right, its leading coefficient is not positive
		{sq, `2x^2 + 5x + 1`, record.Refute},
		{comp, `6x^3 - 6`, record.Confirm},
		{comp, `6x^3 + 6`, record.Refute},
		{"Find the nonconstant polynomial $P(x)$ such that\n\\[P(P(x)) = (x^2 + x + 1) P(x).\\]", `0`, record.Refute},
		{"Find the polynomial $p(x),$ with real coefficients, such that $p(2) = 5$ and\n\\[p(x) p(y) = p(x) + p(y) + p(xy) - 2\\]for all real numbers $x$ and $y.$", `x^2 + 1`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
