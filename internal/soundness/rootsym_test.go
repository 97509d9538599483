package soundness

import "testing"

// TestRootSymSlips: an expression in the named roots is moved by one and
// taken under a slip in Vieta's relations, only where the statement is
// read as one.
func TestRootSymSlips(t *testing.T) {
	q := `Let $a,$ $b,$ $c$ be the roots of $3x^3 - 3x^2 + 11x - 8 = 0.$  Find $ab + ac + bc.$`
	if got := answers(generate(q, `\frac{11}{3}`), RootNeighbour); len(got) != 2 {
		t.Errorf("11/3 ± 1: got %q", got)
	}
	// Monic: ab+ac+bc = 11; signs forgotten: still 11/3 (not emitted).
	if got := answers(generate(q, `\frac{11}{3}`), RootVieta); len(got) != 1 || got[0] != `11` {
		t.Errorf("the Vieta slips: got %q", got)
	}
	if got := answers(generate(`Let $a,$ $b,$ $c$ be the roots of $3x^3 - 3x^2 + 11x - 8 = 0.$  Find $ab + ac + bc$ today.`, `\frac{11}{3}`), RootNeighbour); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
