package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootSumExact: the sum and product of the real roots of a polynomial
// with non-real roots are exact when each irreducible factor over ℚ has
// all its roots real or none; near misses are refuted; a factor with
// both real and non-real roots gives an algebraic value decided exactly
// against a surd answer (rootpair_exact_test.go).
func TestRootSumExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		// x⁴ − 80x − 36 = (x² − 4x − 2)(x² + 4x + 18)
		{`Find the sum of the real roots of $x^4 - 80x - 36 = 0$.`, "4", C, "equal exactly"},
		{`Find the sum of the real roots of $x^4 - 80x - 36 = 0$.`, "4+10^{-40}", R, "differs from it by 1e-40"},
		{`Find the product of the real roots of $x^4 - 80x - 36 = 0$.`, "-2", C, "equal exactly"},
		// a factor x² − 5x + 1 and non-real roots otherwise
		{`Find the sum of the real roots of $x^6 + x^4 - 115x^3 + x^2 + 1 = 0$.`, "5", C, "equal exactly"},
		// x⁴ − 4x − 1 is irreducible with two real roots: their sum is √2
		{`Find the sum of the real roots of $x^4 - 4x - 1 = 0$.`, `\sqrt{2}`, C, "equal exactly"},
	})
}
