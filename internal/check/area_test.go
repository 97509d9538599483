package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAreaWithoutCrossings: a curve that never meets y = 0 between two
// vertical lines bounds a figure too (it was "intersections cannot be
// found"), and the figure between two crossing curves uses both crossings.
func TestAreaWithoutCrossings(t *testing.T) {
	runVerdictCases(t, []verdictCase{
		{"Find the area of the figure bounded by the lines $y=x^2+1$, $y=0$, $x=1$, $x=3$.", `\frac{32}{3}`, record.Confirm},
		{"Find the area of the figure bounded by the lines $y=x^2+1$, $y=0$, $x=1$, $x=3$.", `\frac{26}{3}`, record.Refute},
		{"Find the area of the figure bounded by the curves $y=x^2$ and $y=2x$.", `\frac{4}{3}`, record.Confirm},
		{"Find the area of the figure bounded by the curves $y=x^2$ and $y=2x$.", `\frac{8}{3}`, record.Refute},
	})
}
