package check

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

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
	c := &checker{decide.NewChecker(context.Background(), Options{Seed: 1})}
	e, err := latex.ParseExpr(`\left(x+\frac{1}{x}\right)^{0}`)
	if err != nil {
		t.Fatal(err)
	}
	f, ok := forms.RatFuncOf(c.Checker, e, "x")
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
