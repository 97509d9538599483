package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFindShapeImaginaryUnit: issue 42, the shape "Find $F$." also takes a
// formula whose only letter is i, read as the imaginary unit as after
// "Compute" (statement.closedOrUnit).
func TestFindShapeImaginaryUnit(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{`Find $|{-324} + 243i|$.`, `405`, record.Confirm},
		{`Find $|9i-12|\cdot |3+4i|$.`, `75`, record.Confirm},
		{`Find \[\left|\left(1 + \sqrt{3}i\right)^4\right|\]`, `16`, record.Confirm},
		{`Find $|{-324} + 243i|$.`, `404`, record.Refute},
		{`Find \[\left|\left(1 + \sqrt{3}i\right)^4\right|\]`, `256`, record.Refute}, // the modulus squared
		{`Find $|{-324} + 243i|$ exactly.`, `405`, record.Undecided},                 // one other word
		{`Find $|x + 243i|$.`, `405`, record.Undecided},                              // another letter
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

// TestPolynomialRemainderWords: issue 42, "the remainder when the
// polynomial $P$ is divided by (the polynomial) $B$" is the remainder of
// a division of the two formulas.
func TestPolynomialRemainderWords(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{`Find the remainder when the polynomial $x^{18}+x^{13}+x^7+x^4+x$ is divided by $x^3-x$.`, `2x^2+3x`, record.Confirm},
		{`Find the remainder when the polynomial $x^{1000}$ is divided by the polynomial $(x^2 + 1)(x + 1).$`, `1`, record.Confirm},
		{`What is the remainder when the polynomial $x + x^3 + x^9$ is divided by $x^2 - 1$?`, `3x`, record.Confirm},
		{`Find the remainder when $x^5 + x$ is divided by the polynomial $x^3-4x$.`, `17x`, record.Confirm},
		{`Find the remainder when the polynomial $x^{18}+x^{13}+x^7+x^4+x$ is divided by $x^3-x$.`, `2x^2+3x+1`, record.Refute},
		{`Find the remainder when the polynomial $x^{1000}$ is divided by the polynomial $(x^2 + 1)(x + 1).$`, `x`, record.Refute},
		{`Find the remainder when the monic polynomial $x^5 + x$ is divided by $x^3-4x$.`, `17x`, record.Undecided},
		{`Find the remainder when the polynomial $x^5 + y$ is divided by $x^3-4x$.`, `17x`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
