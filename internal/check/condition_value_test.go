package check

import (
	"testing"

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
		// The answer asks for more digits (its term e^{-70}) than the
		// root gives: undecided before the estimate is even weighed.
		{`Given $2^x + x = 5$, find $2^x + x$.`, `5+e^{-70}`, U, "asks for"},
	})
}

// TestConditionValueSurd: an answer p + q√s at a root is decided exactly
// by (g − p)² = q²s and the sign of g − p; the conjugate is refuted.
func TestConditionValueSurd(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Let $x$ be a positive real number such that $x - \frac{1}{x} = 3.$  Find $x + \frac{1}{x}.$`, `\sqrt{13}`, C, "equal exactly"},
		{`Let $x$ be a positive real number such that $x - \frac{1}{x} = 3.$  Find $x + \frac{1}{x}.$`, `-\sqrt{13}`, R, "not the answer"},
		{`Let $x$ be a positive real number such that $x - \frac{1}{x} = 3.$  Find $x + \frac{1}{x}.$`, `\sqrt{13}+10^{-40}`, R, "not the answer"},
		{`If $\sin x + \cos x + \tan x + \cot x + \sec x + \csc x = 7$, then find $\sin 2x$.`, `22 - 8 \sqrt{7}`, C, "equal exactly"},
		{`If $\sin x + \cos x + \tan x + \cot x + \sec x + \csc x = 7$, then find $\sin 2x$.`, `22 + 8 \sqrt{7}`, R, "not the answer"},
	})
}

// TestConditionValueAdjoined: g with radicals at the roots of a condition
// is decided exactly by adjoining y = g and eliminating; a near miss is
// refuted.
func TestConditionValueAdjoined(t *testing.T) {
	C, R := record.Confirm, record.Refute
	p1 := `Suppose that a real number $x$ satisfies \[\sqrt{49-x^2}-\sqrt{25-x^2}=3.\]What is the value of $\sqrt{49-x^2}+\sqrt{25-x^2}$?`
	p2 := `Let $x$ be a positive real number such that $x + \frac{1}{x} = 98.$  Find\[\sqrt{x} + \frac{1}{\sqrt{x}}.\]`
	runAuditCases(t, []auditCase{
		{p1, `8`, C, "equal exactly"},
		{p1, `8+10^{-40}`, R, "not the answer"},
		{p2, `10`, C, "equal exactly"},
		{p2, `-10`, R, "not the answer"},
	})
}

// TestConditionValueShift: tan(x + π/4) and cos(2x + π/2) are expanded by
// the addition formulas, then decided exactly in t = tan(x/2).
func TestConditionValueShift(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`If $\tan x = 2,$ then find $\tan \left( x + \frac{\pi}{4} \right).$`, `-3`, C, "equal exactly"},
		{`If $\tan x = 2,$ then find $\tan \left( x + \frac{\pi}{4} \right).$`, `3`, R, "not the answer"},
		{`If $\tan x = 2,$ then find $\tan \left( x - \frac{\pi}{4} \right).$`, `\frac{1}{3}`, C, "equal exactly"},
		{`If $\tan x = 2,$ then find $\cos \left( 2x + \frac{\pi}{2} \right).$`, `-\frac{4}{5}`, C, "equal exactly"},
	})
}

// TestConditionValueExpoShift: (∜11)^{3x−3} = 1/5 read as 11^{(3x−3)/4},
// with x = x' + σ so that the constant parts are integers, is rational in
// u = 11^{x'/4}: (∜11)^{6x+2} = 121/25 exactly.
func TestConditionValueExpoShift(t *testing.T) {
	C, R := record.Confirm, record.Refute
	p := `If $\left(\sqrt[4]{11}\right)^{3x-3}=\frac{1}{5}$, what is the value of $\left(\sqrt[4]{11}\right)^{6x+2}$? Express your answer as a fraction.`
	runAuditCases(t, []auditCase{
		{p, `\frac{121}{25}`, C, "equal exactly"},
		{p, `\frac{121}{25}+10^{-40}`, R, "not the answer"},
		{p, `\frac{11}{5}`, R, "not the answer"},
	})
}
