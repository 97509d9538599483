package soundness

import "testing"

// TestEquationShift: a polynomial equation in one unknown gets L = R + 1
// (no common solution); an equation that is not a nonconstant polynomial
// in one unknown gets none.
func TestEquationShift(t *testing.T) {
	cases := []struct {
		answer string
		want   string // the mutant, "" for none
	}{
		{`x^{2}-4 x-2=0`, `x^{2} - 4 x - 2 = 0 + 1`},
		{`9 x^{2}-12 x+29=0`, `9 x^{2} - 12 x + 29 = 0 + 1`},
		{`y=2x+3`, ``},        // two unknowns
		{`\frac{1}{x}=2`, ``}, // not a polynomial
		{`x^{2}=x^{2}+1`, ``}, // no positive degree
	}
	for _, c := range cases {
		g := generate(`Find a quadratic equation with the solutions 2 and 5.`, c.answer)
		got := ""
		for _, m := range g.Mutants {
			if m.Type == EquationShift {
				got = m.Answer
			}
		}
		if got != c.want {
			t.Errorf("%q: equation-shift mutant %q, want %q", c.answer, got, c.want)
		}
	}
}
