package soundness

import (
	"slices"
	"strings"
	"testing"
)

// TestNamedRootsMutants: the slips of named roots (negated roots, the
// leading coefficient dropped, ordered roots exchanged), only where the
// statement is read.
func TestNamedRootsMutants(t *testing.T) {
	g := generate(`Let $a$ and $b$ be the solutions of the equation $3x^2-7x+2=0$. What is the value of $(a-1)(b-1)$?`, `-\frac{2}{3}`)
	if got := answers(g, RootsNegated); !slices.Equal(got, []string{"4"}) {
		t.Errorf("negated roots: got %q, want 4", got)
	}
	if got := answers(g, RootsMonic); !slices.Equal(got, []string{"-4"}) {
		t.Errorf("leading coefficient dropped: got %q, want -4", got)
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
