package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSlopeUnknown: a coordinate fixed by the slope through two points
// (issue 42, CollegeMath) is solved exactly; a slope 0 with an unknown
// abscissa, a vertical line, or one more word: undecided.
func TestSlopeUnknown(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Given the points $(x, 5)$ and $(8,0)$ and a slope of $-\frac{5}{6}$, find the value of $x$.`, `2`, C, "x = 2"},
		{`Given the points $(x, 5)$ and $(8,0)$ and a slope of $-\frac{5}{6}$, find the value of $x$.`, `14`, R, ""},
		{`Given the points $(2,-5)$ and $(3, y)$ and a slope of 6, find the value of $y$.`, `1`, C, "y = 1"},
		{`Given the points $(2,-5)$ and $(3, y)$ and a slope of 6, find the value of $y$.`, `-11`, R, ""},
		{`Given the points $(-8, y)$ and $(-1,1)$ and a slope of $\frac{6}{7}$, find the value of $y$.`, `-5`, C, ""},
		// Slope 0 and an unknown abscissa: every x but 8 fits.
		{`Given the points $(x, 0)$ and $(8,0)$ and a slope of 0, find the value of $x$.`, `2`, U, ""},
		// The solution would make the line vertical.
		{`Given the points $(3, y)$ and $(3,0)$ and a slope of 2, find the value of $y$.`, `0`, U, ""},
		// The letter twice, another letter, one more word.
		{`Given the points $(x, x)$ and $(8,0)$ and a slope of 2, find the value of $x$.`, `8`, U, ""},
		{`Given the points $(x, a)$ and $(8,0)$ and a slope of 2, find the value of $x$.`, `8`, U, ""},
		{`Given the points $(x, 5)$ and $(8,0)$ and a slope of $-\frac{5}{6}$, find the positive value of $x$.`, `2`, U, ""},
	})
}
