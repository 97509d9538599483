package check

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
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
}

// TestTrigAtPi: a rational function of sin and cos at x = π, exactly.
func TestTrigAtPi(t *testing.T) {
	c := newChecker(t.Context(), Options{Seed: 1})
	parse := func(src string) ast.Expr {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return e
	}
	for _, tc := range []struct {
		g    string
		want *big.Rat
	}{
		{`\cos 3x + \tan x`, big.NewRat(-1, 1)},
		{`\cos 2x - \sin 5x`, big.NewRat(1, 1)},
		{`\frac{1}{\sec x + 3}`, big.NewRat(1, 2)},
	} {
		if v, ok := c.trigAtPi(parse(tc.g), "x"); !ok || v.Cmp(tc.want) != 0 {
			t.Errorf("%s at π: got %v (ok=%v), want %s", tc.g, v, ok, tc.want.RatString())
		}
	}
	for _, g := range []string{`\cot x`, `\frac{1}{1+\cos x}`, `x \sin x`} {
		if v, ok := c.trigAtPi(parse(g), "x"); ok {
			t.Errorf("%s is not a rational value at π, but trigAtPi gave %s", g, v.RatString())
		}
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
		// The answer asks for more digits (its term e^{-70}) than the
		// root gives: undecided before the estimate is even weighed.
		{`Given $2^x + x = 5$, find $2^x + x$.`, `5+e^{-70}`, U, "the answer asks for"},
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

// TestSignAt: the sign of a polynomial at an irrational root, by
// bisecting the isolating interval.
func TestSignAt(t *testing.T) {
	p := algebra.IntPoly(-2, 0, 1) // roots ∓√2
	roots := algebra.RealRoots(p)
	neg, pos := algebra.AlgPointOf(p, roots[0]), algebra.AlgPointOf(p, roots[1])
	for _, tc := range []struct {
		n    algebra.Poly
		pt   algebra.AlgPoint
		want int
	}{
		{algebra.IntPoly(-1, 1), pos, 1},            // √2 − 1 > 0
		{algebra.IntPoly(-1, 1), neg, -1},           // −√2 − 1 < 0
		{algebra.IntPoly(-99, 70), pos, -1},         // 70√2 − 99 ≈ −0.0051
		{algebra.IntPoly(-141422, 100000), pos, -1}, // 100000√2 − 141422 < 0
		{algebra.IntPoly(-3, 0, 1), pos, -1},        // 2 − 3
	} {
		got, ok := signAt(tc.n, tc.pt)
		if !ok || got != tc.want {
			t.Errorf("sign of %v at root in (%s, %s]: got %d (ok=%v), want %d", tc.n, tc.pt.Lo.RatString(), tc.pt.Hi.RatString(), got, ok, tc.want)
		}
	}
	if _, ok := signAt(p, pos); ok {
		t.Errorf("x²−2 vanishes at √2: no sign")
	}
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

// TestQuadSurdText: the surd as a note shows it.
func TestQuadSurdText(t *testing.T) {
	c := newChecker(t.Context(), Options{Seed: 1})
	for src, want := range map[string]string{
		`\sqrt{13}`:        "√13",
		`22 - 8\sqrt{7}`:   "22 - 8·√7",
		`\frac{1}{\sqrt2}`: "1/2·√2",
		`-\sqrt{3}/3`:      "-1/3·√3",
		`\frac{3}{4}`:      "3/4",
	} {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := quadSurdOf(c, e)
		if !ok || s.String() != want {
			t.Errorf("%s: got %q (ok=%v), want %q", src, s.String(), ok, want)
		}
	}
	e, _ := latex.ParseExpr(`\sqrt{2}+\sqrt{3}`)
	if s, ok := quadSurdOf(c, e); ok {
		t.Errorf("√2+√3 is no quadratic surd, got %s", s)
	}
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
