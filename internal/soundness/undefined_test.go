package soundness

import (
	"slices"
	"testing"
)

// TestUndefinedZeros: the quantity asked is recomputed over the
// numerator's roots, and only where the statement is read.
func TestUndefinedZeros(t *testing.T) {
	got := answers(generate(`What is the sum of all values of $y$ for which the expression $\frac{y+6}{y^2-5y+4}$ is undefined?`, `5`), UndefinedZeros)
	if !slices.Equal(got, []string{"-6"}) {
		t.Errorf("sum over the numerator's roots: got %q, want -6", got)
	}
	if got := answers(generate(`What is the sum of all values of $y$ for which the expression $\frac{y+6}{y^2-5y+4}$ is zero?`, `-6`), UndefinedZeros); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
