package soundness

import (
	"strings"
	"testing"
)

// TestFormNeighbour: v ± 1 and 2v for the constants of a form, only where
// the statement is read.
func TestFormNeighbour(t *testing.T) {
	p := `The quadratic $4x^2+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What is $a+b+c$?`
	if got := answers(generate(p, `3`), FormNeighbour); len(got) == 0 {
		t.Errorf("no form-neighbour mutant")
	}
	if got := answers(generate(strings.Replace(p, "constants", "nonzero constants", 1), `3`), FormNeighbour); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
