package soundness

import (
	"slices"
	"testing"
)

// TestCoordMutants: a point answer is swapped and moved by one, a number
// moved by one, and only where the coordinates grammar reads the
// statement.
func TestCoordMutants(t *testing.T) {
	mid := `Find the midpoint of the line segment between $(-5,5)$ and $(3,7)$. Express your answer as an ordered pair, $(x,y)$.`
	if got := answers(generate(mid, `(-1,6)`), CoordSwap); !slices.Equal(got, []string{"(6, -1)"}) {
		t.Errorf("swap of (-1,6): got %q", got)
	}
	if got := answers(generate(mid, `(-1,6)`), CoordShift); len(got) != 2 {
		t.Errorf("shifts of (-1,6): got %q, want two", got)
	}
	if got := answers(generate(`Find the midpoint of the line segment between $(-5,5)$ and $(7,3)$.`, `(1,1)`), CoordSwap); len(got) != 0 {
		t.Errorf("(1,1) swapped is itself: got %q", got)
	}
	dist := `Find the distance between the points $(1,1)$ and $(4,7)$. Express your answer in simplest radical form.`
	if got := answers(generate(dist, `3\sqrt{5}`), CoordShift); len(got) != 2 {
		t.Errorf("shifts of 3√5: got %q, want two", got)
	}
	if got := answers(generate(`Find the distance between the points $(1,1)$ and $(4,7)$ today.`, `3\sqrt{5}`), CoordShift); len(got) != 0 {
		t.Errorf("a statement the grammar does not read: got %q", got)
	}
}
