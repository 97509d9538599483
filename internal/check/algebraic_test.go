package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExtremumValueExact: an extreme value at an irrational critical
// point equals a rational answer exactly (the critical point is a root of
// the gcd of f's numerator minus the answer and the derivative's
// numerator); near misses by 10^-40 are refuted, not confirmed.
func TestExtremumValueExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	const exact = "the value at the critical point ξ decided exactly"
	runAuditCases(t, []auditCase{
		{`Find the minimum value of $x(x+1)(x+2)(x+3)$.`, "-1", C, "equal exactly to the answer -1"},
		{`Find the minimum value of $x(x+1)(x+2)(x+3)$.`, "-1+10^{-40}", R, exact},
		{`Find the minimum value of $x(x+1)(x+2)(x+3)$.`, "-1-10^{-40}", R, exact},
		{`Find the minimum value of $(12-x)(10-x)(12+x)(10+x)$.`, "-484", C, "equal exactly"},
		{`Find the minimum value of $\sin^4 x + \cos^4 x$.`, `\frac12`, C, "equal exactly"},
		{`Find the minimum value of $\sin^4 x + \cos^4 x$.`, `\frac12+10^{-40}`, R, exact},
		// A rational extremum at a rational point stays exact as before.
		{`Find the minimum value of $x^2-4x+7$.`, "3", C, "equal exactly"},
		// An irrational extreme value, a quadratic surd, is decided
		// exactly too (extremum_surd_test.go).
		{`Find the maximum value of $\cos x + 2\sin x$.`, `\sqrt{5}`, C, "equal exactly"},
	})
}

// TestConditionValueExactIrrationalRoots: the value at the irrational
// roots of a rational condition is decided exactly (each root found is
// matched with the isolated root it approximates; the float of an
// interval's end may fall just outside it).
func TestConditionValueExactIrrationalRoots(t *testing.T) {
	C, R := record.Confirm, record.Refute
	p := "The real number $x$ satisfies \\[3x + \\frac{1}{2x} = 3.\\]Find \\[64x^6 + \\frac{1}{729x^6}.\\]"
	runAuditCases(t, []auditCase{
		{p, `\frac{416}{27}`, C, "equal exactly to the answer"},
		{p, `\frac{416}{27}+10^{-40}`, R, "exactly"},
		{`If $5x^2+4=3x+9$, find $(10x-3)^2$.`, "109", C, "equal exactly"},
		{`If $5x^2+4=3x+9$, find $(10x-3)^2$.`, "109-10^{-40}", R, "exactly"},
	})
}
