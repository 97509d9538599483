package soundness

import "testing"

// TestWhenNeighbour: the value asked is moved by one, and only where the
// statement is read as "the value of E when x = c".
func TestWhenNeighbour(t *testing.T) {
	if got := answers(generate(`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$?`, `34`), WhenNeighbour); len(got) != 2 {
		t.Errorf("34 ± 1: got %q", got)
	}
	if got := answers(generate(`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$ or $x=2$?`, `34`), WhenNeighbour); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
