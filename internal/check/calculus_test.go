package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// calculusCases are right answers of the calculus kinds (each must be
// confirmed) with wrong variants (each must be refuted).
var calculusCases = []verdictCase{
	// Definite integrals.
	{"Compute $\\int_0^2 (3x^2-2x)\\,dx$.", "4", record.Confirm},
	{"Compute $\\int_0^2 (3x^2-2x)\\,dx$.", "5", record.Refute},
	{"Compute $\\int_1^e \\frac{dx}{x}$.", "1", record.Confirm},
	{"Compute $\\int_0^{\\pi}\\sin x\\,dx$.", "2", record.Confirm},
	{"Compute $\\int_0^{\\pi}\\sin x\\,dx$.", "0", record.Refute},
	{"Evaluate the integral $\\int_0^1 \\frac{4}{1+x^2}\\,dx$.", "$\\pi$", record.Confirm},
	{"Evaluate the integral $\\int_0^1 \\frac{4}{1+x^2}\\,dx$.", "3.1416", record.Undecided}, // a rounding of π, no approximation asked
	{"Evaluate the integral $\\int_0^1 \\frac{4}{1+x^2}\\,dx$ to four decimal places.", "3.1416", record.Confirm},
	{"Evaluate the integral $\\int_0^1 \\frac{4}{1+x^2}\\,dx$.", "3.15", record.Refute},
	// Right, but an improper integral is computed by quadrature only, whose
	// error is estimated: not confirmed (issue 23).
	{"Evaluate the integral $\\int_0^{\\infty} e^{-x}\\,dx$.", "1", record.Undecided},
	{"Evaluate the integral $\\int_2^{1} x\\,dx$.", "$-\\frac{3}{2}$", record.Confirm},
	{"Compute $\\int_0^{1} e^{x}\\,dx$.", "$e-1$", record.Confirm},
	{"Compute $\\int_0^{1} e^{x}\\,dx$.", "$e$", record.Refute},
	// Indefinite integrals.
	{"Find the integral $\\int x^2\\,dx$.", "$\\frac{x^3}{3}+C$", record.Confirm},
	{"Find the integral $\\int x^2\\,dx$.", "$\\frac{x^3}{2}+C$", record.Refute},
	{"Find the integral $\\int \\cos 2x\\,dx$.", "$\\frac{1}{2}\\sin 2x+C$", record.Confirm},
	{"Find the integral $\\int \\cos 2x\\,dx$.", "$2\\sin 2x+C$", record.Refute},
	{"Find the integral $\\int \\frac{dx}{x}$.", "$\\ln|x|+C$", record.Confirm},
	// Derivatives.
	{"Find $f'(x)$ for $f(x)=x^3-3x^2+5$.", "$3x^2-6x$", record.Confirm},
	{"Find $f'(x)$ for $f(x)=x^3-3x^2+5$.", "$3x^2-6$", record.Refute},
	{"Find $f'(1)$ for $f(x)=\\frac{x^2+1}{x}$.", "0", record.Confirm},
	{"Find $f'(1)$ for $f(x)=\\frac{x^2+1}{x}$.", "1", record.Refute},
	{"Find the derivative of $y=\\sin x\\cos x$.", "$\\cos 2x$", record.Confirm},
	{"Find the derivative of $y=\\sin x\\cos x$.", "$\\cos^2 x$", record.Refute},
	{"Find the derivative of $f(x)=e^{x^2}$.", "$f'(x)=2xe^{x^2}$", record.Confirm},
	{"Compute $\\frac{d}{dx}(x^4)$.", "$4x^3$", record.Confirm},
	{"Compute $\\frac{d}{dx}(x^4)$.", "$4x^4$", record.Refute},
	{"Find the second derivative of $f(x)=x^4$.", "$12x^2$", record.Confirm},
	{"Find the second derivative of $f(x)=x^4$.", "$4x^3$", record.Refute},
	// Limits.
	{"Compute $\\lim_{x\\to 2}\\frac{x^2-4}{x-2}$.", "4", record.Confirm},
	{"Compute $\\lim_{x\\to 2}\\frac{x^2-4}{x-2}$.", "2", record.Refute},
	{"Compute $\\lim_{x\\to 0}\\frac{\\sin 3x}{x}$.", "3", record.Confirm},
	{"Compute $\\lim_{x\\to 0}\\frac{\\sin 3x}{x}$.", "1", record.Refute},
	{"Compute $\\lim_{x\\to 0}\\frac{1-\\cos x}{x^2}$.", "$\\frac{1}{2}$", record.Confirm},
	// Right, but found by extrapolation only: not confirmed (issue 23).
	{"Compute $\\lim_{x\\to\\infty}\\left(1+\\frac{1}{x}\\right)^x$.", "$e$", record.Undecided},
	{"Compute $\\lim_{x\\to\\infty}\\left(1+\\frac{1}{x}\\right)^x$.", "1", record.Refute},
	{"Compute $\\lim_{x\\to\\infty}\\frac{3x^2+1}{x^2-5}$.", "3", record.Confirm},
	{"Compute $\\lim_{x\\to\\infty}\\frac{3x^2+1}{x^2-5}$.", "0", record.Refute},
	{"Compute $\\lim_{x\\to 4}\\frac{\\sqrt{x}-2}{x-4}$.", "$\\frac{1}{4}$", record.Confirm},
	// Extrema.
	{"Find the least value of $f(x)=x^2-6x+11$.", "2", record.Confirm},
	{"Find the least value of $f(x)=x^2-6x+11$.", "3", record.Refute},
	{"Find the greatest value of $f(x)=-2x^3+6x$ on the segment $[0; 2]$.", "4", record.Confirm},
	{"Find the greatest value of $f(x)=-2x^3+6x$ on the segment $[0; 2]$.", "5", record.Refute},
	{"Find the least value of the function $f(x)=x^3-3x$ on the segment $[0; 3]$.", "-2", record.Confirm},
	{"Find the greatest value of the function $f(x)=x^3-3x$ on the segment $[0; 3]$.", "18", record.Confirm},
	{"Find the greatest value of the function $f(x)=x^3-3x$ on the segment $[0; 3]$.", "2", record.Refute},
	{"Find the maximum value of $\\sin x+\\cos x$.", "$\\sqrt{2}$", record.Confirm},
	{"Find the maximum value of $\\sin x+\\cos x$.", "2", record.Refute},
}

func TestCalculusKinds(t *testing.T) { runVerdictCases(t, calculusCases) }

// TestCalculusUndecided: limits that do not exist or converge too slowly,
// and extrema that are not attained, are never decided.
func TestCalculusUndecided(t *testing.T) {
	U := record.Undecided
	runVerdictCases(t, []verdictCase{
		{"Compute $\\lim_{x\\to 0}\\frac{|x|}{x}$.", "1", U},
		{"Compute $\\lim_{x\\to 0}\\sin\\frac{1}{x}$.", "0", U},
		{"Compute $\\lim_{x\\to\\infty}\\frac{1}{\\ln x}$.", "0", U},
		{"Find the least value of $f(x)=\\frac{1}{1+x^2}$.", "0", U},
		{"Find the greatest value of $f(x)=x^3$.", "1000", U},
	})
}

// TestCalculusMutationsNeverConfirmed: every mutation of a confirmed
// calculus answer (a digit changed, a sign flipped, ...) is never
// confirmed.
func TestCalculusMutationsNeverConfirmed(t *testing.T) {
	n := 0
	for _, tc := range calculusCases {
		if tc.want != record.Confirm {
			continue
		}
		for _, m := range mutations(tc.answer) {
			if m == tc.answer || sameMath(tc.answer, m) {
				continue
			}
			n++
			r := Check(context.Background(), tc.problem, m, Options{Seed: 3, Timeout: testTimeout})
			if r.Verdict == record.Confirm {
				t.Errorf("mutated answer confirmed: %q: %q -> %q: %s", tc.problem, tc.answer, m, r.Note)
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d mutations", n)
	}
}

// sameMath reports mutations that leave the mathematics unchanged: the
// sign of the integration constant, or a digit appended after a one-digit
// exponent (x^31 is x^3·1 in LaTeX).
func sameMath(a, m string) bool {
	if strings.Replace(a, "+C", "-C", 1) == m {
		return true
	}
	for i := 0; i+2 < len(a); i++ {
		if a[i] == '^' && a[i+1] >= '0' && a[i+1] <= '9' && a[:i+2]+"1"+a[i+2:] == m {
			return true
		}
	}
	return false
}
