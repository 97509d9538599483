package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolyFacts: issue 42, a polynomial asked by its degree, roots,
// values and coefficients (given.CheckPolyFacts).
func TestPolyFacts(t *testing.T) {
	const monic = `Find the monic quadratic polynomial, in $x,$ with real coefficients, which has $-2 - i \sqrt{5}$ as a root.`
	const cubic = `Find a monic cubic polynomial $P(x)$ with integer coefficients such that \[P(\sqrt[3]{2} + 1) = 0.\](A polynomial is monic if its leading coefficient is 1.)`
	const minimal = `Find the polynomial of minimal degree, in $x,$  which has rational coefficients, leading coefficient $1$, and roots $1+\sqrt{2}$ and $1+\sqrt{3}.$ (Write the terms in decreasing order of degree.)`
	const values = `Find the quadratic polynomial $p(x)$ such that $p(-7) = 0,$ $p(4) = 0,$ and $p(5) = -36.$`
	const coef = `Find the quadratic polynomial, with real coefficients, which has $-2 - 3i$ as a root, and where the coefficient of $x$ is $-4$.`
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{monic, `x^2 + 4x + 9`, record.Confirm},
		{monic, `x^2 + 4x + 5`, record.Refute},
		{monic, `2x^2 + 8x + 18`, record.Refute}, // not monic
		{cubic, `x^3 - 3x^2 + 3x - 3`, record.Confirm},
		{cubic, `x^3 - 3x^2 + 3x - 1`, record.Refute},
		{minimal, `x^4-4x^3+x^2+6x+2`, record.Confirm},
		{minimal, `(x^2-2x-1)(x^2-2x-2)`, record.Undecided}, // not in the form asked: left to the others
		{minimal, `x^5-4x^4+x^3+6x^2+2x`, record.Undecided}, // a factor x too many: not proven minimal
		{values, `-3x^2 - 9x + 84`, record.Confirm},
		{values, `-3x^2 - 9x + 85`, record.Refute},
		{coef, `-x^2 - 4x - 13`, record.Confirm},
		{coef, `x^2 + 4x + 13`, record.Refute},
		// Not a fact this family reads (a functional equation in two letters).
		{`Find the polynomial $p(x),$ with real coefficients, such that $p(2) = 5$ and \[p(x) p(y) = p(x) + p(y) + p(xy) - 2\]for all real numbers $x$ and $y.$`, `x^2 + 1`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
