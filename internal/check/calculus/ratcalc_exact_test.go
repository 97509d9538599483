package calculus

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestRatIntegral: derivatives of rational functions at rational points
// and integrals of rational functions with a rational antiderivative are
// exact; a logarithmic part or a pole on the interval leaves the integral
// to quadrature.
func TestRatIntegral(t *testing.T) {
	c := &checker{decide.NewChecker(context.Background(), decide.Options{Seed: 1})}
	for _, tc := range []struct {
		src  string
		a, b *big.Rat
		want *big.Rat // nil: not exact
	}{
		{`\frac{1}{x^2}`, big.NewRat(1, 1), big.NewRat(2, 1), big.NewRat(1, 2)},
		{`\frac{2x}{(x^2+1)^2}`, big.NewRat(0, 1), big.NewRat(1, 1), big.NewRat(1, 2)},
		{`\frac{x^3+1}{x^2}`, big.NewRat(1, 1), big.NewRat(2, 1), big.NewRat(2, 1)}, // 3/2 + 1/2
		{`\frac{1}{(x-3)^3}`, big.NewRat(0, 1), big.NewRat(1, 1), big.NewRat(-5, 72)},
		{`\frac{1}{x}`, big.NewRat(1, 1), big.NewRat(2, 1), nil},       // ln 2
		{`\frac{1}{x^2+1}`, big.NewRat(0, 1), big.NewRat(1, 1), nil},   // π/4
		{`\frac{1}{x^2}`, big.NewRat(-1, 1), big.NewRat(1, 1), nil},    // a pole inside
		{`\frac{1}{(x-1)^2}`, big.NewRat(0, 1), big.NewRat(1, 1), nil}, // a pole at an end
	} {
		e, err := latex.ParseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := c.ratIntegral(e, "x", tc.a, tc.b)
		switch {
		case tc.want == nil && ok:
			t.Errorf("∫ %s from %s to %s: exact %s, want quadrature", tc.src, tc.a, tc.b, got.RatString())
		case tc.want != nil && (!ok || got.Cmp(tc.want) != 0):
			t.Errorf("∫ %s from %s to %s = %v (%v), want %s", tc.src, tc.a, tc.b, got, ok, tc.want.RatString())
		}
	}
}
