package polyfacts

import "testing"

func TestRead(t *testing.T) {
	for _, p := range []string{
		`Find a nonzero monic polynomial $P(x)$ with integer coefficients and minimal degree such that $P(1-\sqrt[3]2+\sqrt[3]4)=0$.  (A polynomial is called $\textit{monic}$ if its leading coefficient is $1$.)`,
		`Find the monic quadratic polynomial, in $x,$ with real coefficients, which has $1 - i$ as a root.`,
		`Find the quadratic polynomial $p(x)$ such that $p(-3) = 10,$ $p(0) = 1,$ and $p(2) = 5.$`,
	} {
		f, ok := Read(p)
		if !ok {
			t.Errorf("not read: %s", p)
			continue
		}
		if len(f.Roots)+len(f.Values) == 0 {
			t.Errorf("no fact: %s", p)
		}
	}
	for _, p := range []string{
		`Find the polynomial $p(x),$ with real coefficients, such that \[p(x^3) - p(x^3 - 2) = [p(x)]^2 + 12\]for all real numbers $x.$`,
		`Find the cubic polynomial, in $x,$ with integer coefficients that has $\cos 20^\circ$ as a root.  The coefficient of $x^3$ should be positive, and the coefficients should have no common factor other than 1.`,
		`Find the quadratic polynomial with real coefficients which has $3 + i$ as a root and whose graph is shown.`,
	} {
		if _, ok := Read(p); ok {
			t.Errorf("read: %s", p)
		}
	}
}
