package soundness

import (
	"slices"
	"testing"
)

// TestQuotSlip: a polynomial quotient is replaced by the quotient by the
// divisor with its constant's sign flipped, and by itself with its
// constant moved by one.
func TestQuotSlip(t *testing.T) {
	got := answers(generate(`Find the quotient when $7x^3 + 3x^2 - 5x - 8$ is divided by $x + 2.$`, `7x^2 - 11x + 17`), QuotSlip)
	slices.Sort(got)
	if !slices.Equal(got, []string{`7 * x^{2} + 17 * x + 29`, `7 * x^{2} - 11 * x + 18`}) {
		t.Errorf("the slips: got %q", got)
	}
	if got := answers(generate(`Find the quotient when $7x^3 + 3x^2 - 5x - 8$ is divided by $x + 2$ today.`, `7x^2 - 11x + 17`), QuotSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
