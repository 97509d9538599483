package soundness

import (
	"slices"
	"testing"
)

// TestNamedRootsMutants: the slips of named roots (negated roots, the
// leading coefficient dropped, ordered roots exchanged), only where the
// statement is read.
func TestNamedRootsMutants(t *testing.T) {
	g := generate(`Let $a$ and $b$ be the solutions of the equation $3x^2-7x+2=0$. What is the value of $(a-1)(b-1)$?`, `-\frac{2}{3}`)
	// Unordered, the same slips come first from Vieta's relations
	// (rootSymSlips, root-vieta), and a mutant is emitted once.
	if got := answers(g, ""); !slices.Contains(got, "4") || !slices.Contains(got, "-4") {
		t.Errorf("negated roots and the leading coefficient dropped: got %q, want 4 and -4 among them", got)
	}
	g = generate(`The equation $3x^2-7x+2=0$ has two solutions, $a$ and $b$, with $a\geq b$. What is the value of $a^2+9b$?`, `7`)
	if got := answers(g, RootsOrder); !slices.Equal(got, []string{`\frac{163}{9}`}) {
		t.Errorf("ordered roots exchanged: got %q, want 163/9", got)
	}
	if got := answers(g, RootsNegated); !slices.Equal(got, []string{"1"}) {
		t.Errorf("negated roots: got %q, want 1", got)
	}
	if got := answers(generate(`The equation $3x^2-7x+2=0$ has two positive solutions, $a$ and $b$, with $a\geq b$. What is the value of $a^2+3b$?`, `5`), RootsNegated); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
