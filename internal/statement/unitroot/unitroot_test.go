package unitroot

import "testing"

func TestRead(t *testing.T) {
	for _, c := range []struct {
		p     string
		terms int
	}{
		{"Let $z$ be a complex number such that\n\\[z + \\frac{1}{z} = 1.\\]Find $z^3.$", 1},
		{"Let $\\omega$ be a complex number such that $\\omega^3 = 1.$  Find all possible values of\n\\[\\frac{1}{1 + \\omega} + \\frac{1}{1 + \\omega^2}.\\]Enter all the possible values, separated by commas.", 1},
		{"Let $\\omega$ be a complex number such that $\\omega^7 = 1$ and $\\omega \\ne 1.$  Compute\n\\[\\omega^{16} + \\omega^{18} + \\omega^{20} + \\dots + \\omega^{54}.\\]", 20},
		{"Let $z$ be a complex number satisfying $z^2 + z + 1 = 0.$  Compute\n\\[\\left( z + \\frac{1}{z} \\right)^2 + \\left( z^2 + \\frac{1}{z^2} \\right)^2 + \\left( z^3 + \\frac{1}{z^3} \\right)^2 + \\dots + \\left( z^{45} + \\frac{1}{z^{45}} \\right)^2.\\]", 45},
	} {
		q, ok := Read(c.p)
		if !ok || len(q.Terms) != c.terms {
			t.Errorf("%q: ok %v, %d terms, want %d", c.p, ok, len(q.Terms), c.terms)
		}
	}
}
