package soundness

import (
	"slices"
	"testing"
)

// TestConicSlip: a conic's quantity is replaced by half of it and by the
// other kind of conic's foci distance.
func TestConicSlip(t *testing.T) {
	got := answers(generate(`Find the distance between the foci of the ellipse \[x^2 + 4y^2 = 400.\]`, `20\sqrt3`), ConicSlip)
	slices.Sort(got)
	if len(got) != 2 {
		t.Errorf("half, and 2√(a² + b²): got %q", got)
	}
	if got := answers(generate(`Find the distance between the foci of the ellipse \[x^2 + 4y^2 = 400\] today.`, `20\sqrt3`), ConicSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
