package check

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRatIntegral: derivatives of rational functions at rational points
// and integrals of rational functions with a rational antiderivative are
// exact; a logarithmic part or a pole on the interval leaves the integral
// to quadrature.
func TestRatIntegral(t *testing.T) {
	c := newChecker(context.Background(), Options{Seed: 1})
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

// TestRatCalcExact: the verdicts that rest on the exact paths.
func TestRatCalcExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Find $f'(1)$ for $f(x)=\frac{x^2+1}{x}$.`, "0", C, "equal exactly"},
		{`Find $f'(1)$ for $f(x)=\frac{x^2+1}{x}$.`, "10^{-40}", R, "differs from it by 1e-40"},
		{`Compute $\int_1^2 \frac{1}{x^2}\,dx$.`, `\frac12`, C, "equal exactly"},
		{`Compute $\int_1^2 \frac{1}{x^2}\,dx$.`, `\frac12+10^{-40}`, R, "differs from it by 1e-40"},
		{`Compute $\int_1^2 \frac{1}{x}\,dx$.`, `\ln 2`, C, "numerically"},
	})
}

// TestRatFuncPowZero: a rational function to the power 0 is 1 where it is
// defined (it was read as 1/den).
func TestRatFuncPowZero(t *testing.T) {
	c := newChecker(context.Background(), Options{Seed: 1})
	e, err := latex.ParseExpr(`\left(x+\frac{1}{x}\right)^{0}`)
	if err != nil {
		t.Fatal(err)
	}
	f, ok := c.ratFuncOf(e, "x")
	if !ok {
		t.Fatal("not read as a rational function")
	}
	two := big.NewRat(2, 1)
	if v := new(big.Rat).Quo(f.Num.Eval(two), f.Den.Eval(two)); v.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("(x+1/x)^0 at 2 = %s, want 1", v.RatString())
	}
	if f.Den.Eval(new(big.Rat)).Sign() != 0 {
		t.Error("(x+1/x)^0 must stay undefined at 0")
	}
}
