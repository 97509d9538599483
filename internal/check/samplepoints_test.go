package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Cases of the leg-1 audit (AUDIT.md M, N, O): each repro of a wrong
// confirmation, and the right answers where they are proven.

// TestAuditSamplePoints: sample points cannot be anticipated (M): the
// points have small denominators, but also large prime ones drawn from the
// seed, and polynomials and rational functions are compared exactly.
func TestAuditSamplePoints(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		// Repros.
		{"Simplify $x + \\sin(420\\pi x)$.", "x", R},
		{"Solve $\\sin(420\\pi x) = 0$.", "All real numbers", R},
		{"Simplify $x^2$.", "x^2+(x-4)(x+\\frac{14}{5})(x-\\frac{19}{5})(x+\\frac{14}{3})(x-19)(x+12)(x-5)(x+7)", R},
		{"Prove that $x^2 + (x-1)(x-2)(x-3)(x+\\frac12)(x-\\frac13) = x^2$.", "", R},
		// Right answers: exact for polynomials and rational functions.
		{"Simplify $(x+1)^2 - (x-1)^2$.", "4x", C},
		{"Simplify $\\frac{x^2-1}{x-1}$.", "x+1", C},
		{"Simplify $\\frac{1}{x} + \\frac{1}{y}$.", "$\\frac{x+y}{xy}$", C},
		{"Simplify $(a+b)^3 - 3ab(a+b)$.", "a^3+b^3", C},
		{"Simplify $(a+b)^3 - 3ab(a+b)$.", "a^3-b^3", R},
		{"Simplify $x + \\sin(420\\pi x) - \\sin(420\\pi x)$.", "x", C},
		{"Prove that $(x+1)^2 = x^2+2x+1$.", "", C},
		{"Solve $(x+1)^2 = x^2+2x+1$.", "All real numbers", C},
		// Transcendental: still sampled, now also at the hard points.
		{"Simplify $\\sin^2 x + \\cos^2 x$.", "1", C},
		{"Simplify $\\sin(2x)$.", "$2\\sin x\\cos x$", C},
		{"Simplify $\\sin(2x)$.", "$\\sin x\\cos x$", R},
		{"Simplify $e^{\\ln x}$.", "x", C},
		// A condition bounds the hard points too.
		{"Simplify $\\sqrt{(x-3)^2}$ for $1 < x < 3$.", "3-x", C},
		{"Simplify $\\sqrt{(x-3)^2}$ for $1 < x < 3$.", "x-3", R},
		{"Solve $\\frac{x}{x} = 1$.", "All real numbers", R},
		{"Simplify $\\frac{\\sin x}{x}$.", "1", R},
		{"Simplify $x^{100} - x^{100}$.", "$\\sin(420\\pi x)$", R},
	})
}

// TestAuditSamplePointsAnticipated: an answer built to vanish at the
// points the sampler would use at the tests' seed (read from the evidence
// of a right answer) is refuted all the same: the hard points depend on
// the answer too.
func TestAuditSamplePointsAnticipated(t *testing.T) {
	for _, seed := range []int64{1, 7, 42} {
		r := Check(context.Background(), "Simplify $x\\sin x$.", "$x\\sin x$", Options{Seed: seed, Timeout: testTimeout})
		if r.Verdict != record.Confirm || len(r.Evidence) == 0 {
			t.Fatalf("seed %d: %v %s", seed, r.Verdict, r.Note)
		}
		var fs []string
		for _, p := range r.Evidence[0].Points {
			fs = append(fs, "(x-"+decide.Show(p["x"])+")")
		}
		bad := "$x\\sin x + \\sin(x)" + strings.Join(fs, "") + "$"
		r = Check(context.Background(), "Simplify $x\\sin x$.", bad, Options{Seed: seed, Timeout: testTimeout})
		if r.Verdict == record.Confirm {
			t.Errorf("seed %d: %s confirmed: %s", seed, bad, r.Note)
		}
	}
}

// TestAuditPrecision: equal to 30 digits at 192 bits is re-checked at
// 1024 bits before a confirmation (O).
func TestAuditPrecision(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		// Repros.
		{"Compute $\\pi + e^{-100}$.", "$\\pi$", R},
		{"Compute $\\sin(10^{-20})\\cdot 10^{20}$.", "1", R},
		// The same at sample points, in identities and at roots.
		{"Simplify $x + e^{-100}\\sin x$.", "x", R},
		{"Prove that $\\sin^2 x + \\cos^2 x = 1 + e^{-100}x$.", "", R},
		{"Solve $x = e^{-100}$.", "0", R},
		// A value too small for the working precision: never confirmed,
		// and refuted on enclosures at a higher one.
		{"Compute $e^{-1000}$.", "0", R},
		// Right answers.
		{"Compute $\\sin^2(1)+\\cos^2(1)$.", "1", C},
		{"Compute $\\sqrt{2}\\cdot\\sqrt{8}$.", "4", C},
		{"Compute $e^{\\ln 5}$.", "5", C},
		{"Compute $\\pi + e^{-100}$.", "$\\pi + e^{-100}$", C},
		{"Simplify $\\sin^2 x + \\cos^2 x$.", "1", C},
		{"Prove that $\\sin^2 x + \\cos^2 x = 1$.", "", C},
		{"Solve $e^x = 3$.", "$\\ln 3$", C},
		{"Solve $x^3 = 2$.", "$\\sqrt[3]{2}$", C},
	})
}

// TestAuditLimits: limits of rational functions are computed exactly; a
// numeric limit with a constant far outside the sampled scale is not
// decided (N).
func TestAuditLimits(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runVerdictCases(t, []verdictCase{
		// Repros.
		{"Compute $\\lim_{x\\to \\infty}\\frac{1}{1+10^{-60}x}$.", "1", R},
		{"Compute $\\lim_{x\\to 0}\\frac{x^2}{x^2+10^{-200}}$.", "1", R},
		// Their right answers, exactly.
		{"Compute $\\lim_{x\\to \\infty}\\frac{1}{1+10^{-60}x}$.", "0", C},
		{"Compute $\\lim_{x\\to 0}\\frac{x^2}{x^2+10^{-200}}$.", "0", C},
		// Other rational functions: at ±∞, at a removable point, one-sided.
		{"Compute $\\lim_{x\\to -\\infty}\\frac{2x^3-x}{5-4x^3}$.", "$-\\frac12$", C},
		{"Compute $\\lim_{x\\to 1}\\frac{x^3-1}{x^2-1}$.", "$\\frac32$", C},
		{"Compute $\\lim_{x\\to 1}\\frac{x^3-1}{x^2-1}$.", "1", R},
		{"Compute $\\lim_{x\\to 3^+}\\frac{x^2-9}{x-3}$.", "6", C},
		{"Compute $\\lim_{x\\to 0}\\frac{10^{-30}}{x^2+10^{-30}}$.", "1", C},
		// Not rational, a constant outside the scale: undecided either way.
		{"Compute $\\lim_{x\\to\\infty} e^{-10^{-60}x}$.", "1", U},
		{"Compute $\\lim_{x\\to\\infty} e^{-10^{-60}x}$.", "0", U},
		// Continuous at 0: the limit is its value there, 0.
		{"Compute $\\lim_{x\\to 0}\\frac{\\sin x}{x+10^{-200}}$.", "1", R},
		// Not rational, in scale: numeric as before.
		{"Compute $\\lim_{x\\to 0}\\frac{\\sin 3x}{x}$.", "3", C},
		{"Compute $\\lim_{x\\to 0}\\frac{\\sin 3x}{x}$.", "1", R},
	})
}

// TestAuditDerivativePrecision: numeric derivatives equal to 18-25 digits
// are re-checked at 1024 bits with a finer step (O, for derivatives and
// antiderivatives).
func TestAuditDerivativePrecision(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		{"Find $\\frac{d}{dx}(x + e^{-100}x)$.", "1", R},
		{"Find $\\int (1+e^{-100})\\,dx$.", "x + C", R},
		{"Compute $\\frac{d^2}{dx^2}(\\sin x + e^{-100}x^3)$.", "$-\\sin x$", R},
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "12", R},
		{"Find $\\frac{d}{dx}(x^3 + \\sin x)$.", "$3x^2+\\cos x$", C},
		{"Find $\\frac{d}{dx}(x + e^{-100}x)$.", "$1+e^{-100}$", C},
		{"Find $\\int \\cos x\\,dx$.", "$\\sin x + C$", C},
		{"Compute $\\frac{d^2}{dx^2}(\\sin x)$.", "$-\\sin x$", C},
		// Right: the answer asks for 50 digits (its terms 12 and
		// e^{-100} are 45 digits apart), so the derivative's formula is
		// evaluated at 1024 bits and agrees to 279 (answer_digits.go).
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12+e^{-100}$", C},
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12+10^{-40}$", R},
	})
}

// TestAuditRecomputedPrecision: an inexact answer equal to a value
// recomputed as a rational to 30 digits is never confirmed (O, for the
// other task kinds). The answer asks for 45 digits or more (the sizes of
// its terms, answer_digits.go), is evaluated at 1024 bits, and differs
// from the exact value by 3.7e-44: refuted.
func TestAuditRecomputedPrecision(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		{"Find the sum of the roots of $x^2-7x+3=0$.", "$7+e^{-100}$", R},
		{"Find the maximum value of $-x^2+2x$.", "$1+e^{-100}$", R},
		{"If $x^2-4x+4=0$, what is the value of $x+5$?", "$7+e^{-100}$", R},
		{"Find the largest root of $x^2-x-6=0$.", "$3+e^{-100}$", R},
		{"Compute $\\int_0^1 x\\,dx$.", "$\\frac12+e^{-100}$", R},
		{"Find the minimum value of $x^2+\\frac{1}{x^2}$ for $x>0$.", "$2+e^{-100}$", R},
		{"Find the sum of the roots of $x^2-7x+3=0$.", "7", C},
		{"Find the sum of the roots of $x^2-7x+3=0$.", "$\\sin^2 1+\\cos^2 1 + 6$", C},
		{"Find the largest root of $x^2-x-6=0$.", "$\\sqrt{9}$", C},
		{"Compute $\\int_0^1 x\\,dx$.", "$\\frac12$", C},
	})
}
