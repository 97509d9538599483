package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAreaExact: the area of a polynomial region is computed with the
// antiderivative: exactly when the breakpoints are rational, with a proven
// bound when a crossing is irrational; near misses are refuted.
func TestAreaExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Find the area of the figure bounded by the lines $y=3x^2+3$, $y=0$, $x=0$, $x=1$.`, "4", C, "(exact antiderivative, breakpoints rational), equal exactly to the answer 4"},
		{`Find the area of the figure bounded by the lines $y=3x^2+3$, $y=0$, $x=0$, $x=1$.`, "4+10^{-40}", R, "differs from it by 1e-40"},
		{`Find the area of the figure bounded by the lines $y=2x^2+2$, $y=0$, $x=1$, $x=3$.`, `\frac{64}{3}`, C, "equal exactly"},
		{`Find the area of the region bounded by the curves $y=x^2$ and $y=x+2$.`, `\frac{9}{2}`, C, "equal exactly"},
		// The double root 0 of x² on the line x = 0.
		{`Find the area of the figure bounded by the lines $y=x^2$, $y=0$, $x=0$, $x=1$.`, `\frac{1}{3}`, C, "equal exactly"},
		{`Find the area of the figure bounded by the lines $y=x^2$, $y=0$, $x=0$, $x=1$.`, `\frac{1}{3}-10^{-40}`, R, "differs from it by 1e-40"},
		// Irrational crossings (1 ± √5)/2: a proven bound, numerical.
		{`Find the area of the region bounded by the curves $y=x^2$ and $y=x+1$.`, `\frac{5\sqrt{5}}{6}`, C, "a proven bound"},
		{`Find the area of the region bounded by the curves $y=x^2$ and $y=x+1$.`, `\frac{5\sqrt{5}}{6}+10^{-30}`, R, "differs from it by 1e-30"},
	})
}
