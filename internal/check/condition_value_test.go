package check

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConditionValueTrigExact: g at every root of a trigonometric
// condition is decided exactly in t = tan(x/2) when the answer is
// rational; a near miss by 10^-40 is refuted, not rounded to equal.
func TestConditionValueTrigExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Given $\tan \alpha = 3$, find $\tan 2\alpha$.`, `-\frac{3}{4}`, C, "equal exactly to the answer -\\frac{3}{4} (decided exactly (t = tan(alpha/2))"},
		{`Given $\tan \alpha = 3$, find $\tan 2\alpha$.`, `-\frac{3}{4}+10^{-40}`, R, "decided exactly (t = tan(alpha/2))"},
		{`If $\cos \theta = \frac{1}{4}$, find $\cos 3\theta$.`, `-\frac{11}{16}`, C, "equal exactly"},
		{`If $\cos \theta = \frac{1}{4}$, find $\cos 3\theta$.`, `-0.6875`, C, "equal exactly"},
		{`If $\cos \theta = \frac{1}{4}$, find $\cos 3\theta$.`, `-\frac{11}{16}-10^{-40}`, R, "not the answer"},
	})
}

// TestConditionValueAtPi: t = tan(x/2) misses x = π; there the value is
// decided by sin nπ = 0, cos nπ = (-1)^n, exactly.
func TestConditionValueAtPi(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		// the only root in [-π, π) is π itself
		{`Given $\cos x = -1$, find $\cos 2x$.`, `1`, C, "equal exactly"},
		{`Given $\cos x = -1$, find $\cos 2x$.`, `1+10^{-40}`, R, "not the answer"},
		{`Given $\cos x = -1$, find $\sin x + \cos 3x$.`, `-1`, C, "equal exactly"},
		// roots 0 and π: cos 2x is 1 at both
		{`Given $\sin x = 0$, find $\cos 2x$.`, `1`, C, "equal exactly"},
	})
	c := newChecker(t.Context(), Options{Seed: 1})
	parse := func(src string) ast.Expr {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return e
	}
	if eq, ok := c.trigAtPi(parse(`\cos 3x + \tan x`), "x", big.NewRat(-1, 1)); !ok || !eq {
		t.Errorf("cos 3π + tan π = -1: got equal=%v ok=%v", eq, ok)
	}
	if eq, ok := c.trigAtPi(parse(`\cos 2x`), "x", big.NewRat(-1, 1)); !ok || eq {
		t.Errorf("cos 2π = 1, not -1: got equal=%v ok=%v", eq, ok)
	}
	if _, ok := c.trigAtPi(parse(`\cot x`), "x", new(big.Rat)); ok {
		t.Errorf("cot π is undefined, but trigAtPi decided it")
	}
}

// TestConditionValueOtherExact: radical and exponential conditions with a
// rational value are decided at the algebraic point of the eliminant, or
// of u = B^{x/s}.
func TestConditionValueOtherExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Given $5^x = 100$, find $5^{x+2}$.`, `2500`, C, "equal exactly"},
		{`Given $5^x = 100$, find $5^{x+2}$.`, `2500+10^{-40}`, R, "not the answer"},
		{`Given $2^{3x} = 7$, find $8^{x+1}$.`, `56`, C, "equal exactly"},
	})
}

// TestConditionValueEstimatedNotConfirmed: at a root found numerically
// (a strictly monotone condition solved by a sign change) the error
// carried to g is estimated, not proven: the right answer, and a near miss
// within the estimate, are not confirmed.
func TestConditionValueEstimatedNotConfirmed(t *testing.T) {
	U := record.Undecided
	runAuditCases(t, []auditCase{
		{`Given $2^x + x = 5$, find $2^x + x$.`, `5`, U, "estimated, not proven"},
		{`Given $2^x + x = 5$, find $2^x + x$.`, `5+e^{-70}`, U, "estimated, not proven"},
	})
}
