package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Cases of the second leg-1 audit (AUDIT2.md causes 5, 6, 7, 9, 10): the
// repros of wrong confirmations, each run at several seeds, and right
// answers that still confirm.

var pieceSeeds = []int64{1, 2, 3, 7}

// runNoConfirm checks that none of the problems confirms at any of the
// seeds, and that a refutation carries evidence.
func runNoConfirm(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, tc := range cases {
		for _, seed := range pieceSeeds {
			r := Check(context.Background(), tc[0], tc[1], Options{Seed: seed, Timeout: testTimeout})
			if r.Verdict == record.Confirm {
				t.Errorf("seed %d: %q / %q confirmed: %s", seed, tc[0], tc[1], r.Note)
			}
			if r.Verdict == record.Refute && len(r.Evidence) == 0 {
				t.Errorf("seed %d: %q / %q: a refutation without evidence: %s", seed, tc[0], tc[1], r.Note)
			}
		}
	}
}

// runConfirm checks that each right answer confirms at every seed.
func runConfirm(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, tc := range cases {
		for _, seed := range pieceSeeds {
			r := Check(context.Background(), tc[0], tc[1], Options{Seed: seed, Timeout: testTimeout})
			if r.Verdict != record.Confirm {
				t.Errorf("seed %d: %q / %q: got %v (%s), want confirm", seed, tc[0], tc[1], r.Verdict, r.Note)
			}
		}
	}
}

// TestAudit2Pieces: cause 7, sampling missed whole pieces of piecewise
// expressions (the ends of conditions, sqrt of a square, nested radicals,
// pieces beyond |x| = 20).
func TestAudit2Pieces(t *testing.T) {
	runNoConfirm(t, [][2]string{
		{"Simplify $\\sqrt{x+2\\sqrt{x-1}}+\\sqrt{x-2\\sqrt{x-1}}$ for $x \\ge 1$.", "2\\sqrt{x-1}"},
		{"Simplify $\\sqrt{x^2-2x+1}$ for $x>0$.", "x-1"},
		{"Simplify $\\sqrt{x^2-4x+4}+\\sqrt{x^2-6x+9}$ for $x>1$.", "2x-5"},
		{"Simplify $\\sqrt{(x-30)^2}$.", "30-x"},
		{"Solve the equation $|x-30|=30-x$.", "All real numbers"},
		{"Solve the equation $\\sqrt{(x+25)^2}=x+25$.", "All real numbers"},
		{"Prove that $\\sqrt{(x-30)^2}=30-x$.", "."},
		{"Show that $\\sqrt{x^2-4x+4}=x-2$ for all $x>1$.", "."},
		{"Prove that $\\sqrt{x+2\\sqrt{x-1}}-\\sqrt{x-2\\sqrt{x-1}}=2$.", "."},
		{"Find the derivative of $y=\\sqrt{(x-30)^2}$.", "-1"},
		{"Prove that $|x-1| = x-1$ for $x>0$.", "."},
		{"Prove that $|x - 3| = 3 - x$ for $x < 5$.", "."},
		{"Prove that $|x^2-4| = x^2-4$ for $x>1$.", "."},
		{"Prove that $|x-30| = 30-x$.", "."},
		{"Prove that $|x-2| + |x+2| = 2x$ for $x \\ge 0$.", "."},
		{"Simplify $|x-100| + x$.", "100"},
		{"Simplify $\\sqrt{x+2\\sqrt{x-1}}+\\sqrt{x-2\\sqrt{x-1}}$ for $x \\ge 2$.", "2"},
		// A piece between a condition's end and a nearby change.
		{"Prove that $|x-1.001| = x-1.001$ for $x>1$.", "."},
		{"Simplify $|x-\\frac{1}{100}|$ for $x \\ge 0$.", "x-\\frac{1}{100}"},
		{"Prove that $|x-\\sqrt{2}| = x-\\sqrt{2}$ for $x>1.414$.", "."},
		{"Simplify $|x^2-2|$ for $x>1.41421$.", "x^2-2"},
		// Several variables: each in turn, the others fixed.
		{"Prove that $|x-30| + y = 30 - x + y$.", "."},
		{"Simplify $|x-y| + y$.", "x"},
		{"Simplify $|x-5000|$.", "5000-x"},
	})
	runConfirm(t, [][2]string{
		{"Simplify $\\sqrt{x+2\\sqrt{x-1}}+\\sqrt{x-2\\sqrt{x-1}}$ for $x \\ge 2$.", "2\\sqrt{x-1}"},
		{"Simplify $\\sqrt{(x-30)^2}$ for $x < 30$.", "30-x"},
		{"Prove that $|x-1| = x-1$ for $x \\ge 1$.", "."},
		{"Simplify $\\sqrt{x^2-4x+4}+\\sqrt{x^2-6x+9}$ for $2<x<3$.", "1"},
		{"Solve the equation $|x-30|=|30-x|$.", "All real numbers"},
		{"Simplify $|x^2-2|$ for $x>1.4143$.", "x^2-2"},
	})
}

// TestAudit2Params: cause 6, literal equations with a parameter: special
// values (a vanishing leading coefficient or denominator, an undefined
// claimed root) are found exactly, and parameters take both signs.
func TestAudit2Params(t *testing.T) {
	runNoConfirm(t, [][2]string{
		{"Solve for $x$: $(a-1)x=a^2-1$.", "a+1"},
		{"Solve for $x$: $(a-2)x=a-2$.", "1"},
		{"Solve for $x$: $\\frac{x}{a-2}=1$.", "a-2"},
		{"Solve for $x$: $(a-2)(x^2-1)=0$.", "1, -1"},
		{"Solve for $x$: $ax^2 = x$.", "0, \\frac{1}{a}"},
		{"Solve for $x$: $a^2 x = a^2$.", "1"},
		{"Solve for $x$ in terms of $a$: $(a-1)x=a^2-1$.", "a+1"},
		{"Solve the equation $(a-2)x=a-2$ for $x$.", "1"},
		{"Solve the equation $(a-1)x=a^2-1$ for $x$ for all real $a$.", "a+1"},
		{"Solve the equation $(a-1)x=a^2-1$.", "x=a+1"},
		{"Solve for $x$: $x\\sqrt{a^2+2a+1} = a+1$.", "1"},
		{"Solve for $x$: $x = \\sqrt{a^2}$.", "a"},
		{"Solve for $x$: $\\sqrt{a^2}\\, x = a$.", "1"},
		{"Solve for $x$: $x^2 + ax + 1 = 0$.", "\\frac{-a\\pm\\sqrt{a^2-4}}{2}"},
		{"Solve for $x$: $x^2 = a$.", "\\pm\\sqrt{a}"},
		{"Solve for $x$: $ax = b$.", "\\frac{b}{a}"},
		// Special values behind an absolute value or a root are not
		// found exactly: undecided.
		{"Solve for $x$: $x|a| = |a|$.", "1"},
		{"Solve for $x$: $x\\sqrt{a} = \\sqrt{a}$.", "1"},
	})
	runConfirm(t, [][2]string{
		{"Solve for $x$: $(a-1)x=a^2-1$, where $a \\ne 1$.", "a+1"},
		{"Solve for $x$: $(a-1)x=a^2-1$ for $a>1$.", "a+1"},
		{"Solve for $x$: $x + a = 5$.", "5-a"},
		{"Solve for $x$: $(a^2+1)x = a$.", "\\frac{a}{a^2+1}"},
		{"Solve for $x$: $x = \\sqrt{a^2}$.", "|a|"},
		{"Solve for $x$: $\\frac{x}{a-2}=1$ for $a>2$.", "a-2"},
		{"Solve for $x$: $x^2 = a$, where $a>0$.", "\\pm\\sqrt{a}"},
	})
}

// TestAudit2Domain: cause 9, answers that lose part of the domain: a
// simplification undefined where the expression is defined, an
// antiderivative undefined where the integrand is defined.
func TestAudit2Domain(t *testing.T) {
	runNoConfirm(t, [][2]string{
		{"Simplify $\\ln(x^2)$.", "2\\ln x"},
		{"Simplify $\\log_2 x^2$.", "2\\log_2 x"},
		{"Find $\\int \\frac{1}{x-2}\\,dx$.", "\\ln(x-2) + C"},
		{"Find $\\int \\tan x\\,dx$.", "-\\ln(\\cos x)+C"},
		{"Find $\\int \\frac{2x}{x^2-1}\\,dx$.", "\\ln(x^2-1) + C"},
		{"Find $\\int \\frac{1}{x}\\,dx$.", "\\ln x + C"},
		{"Find $\\int \\cot x\\,dx$.", "\\ln(\\sin x)+C"},
		// The same as an identity: the right side loses the left's x < 0.
		{"Prove that $\\ln(x^2) = 2\\ln x$.", "."},
		{"Show that $\\log_2 x^2 = 2\\log_2 x$.", "."},
	})
	runConfirm(t, [][2]string{
		{"Simplify $\\ln(x^2)$.", "2\\ln|x|"},
		{"Simplify $\\ln(x^2)$ for $x>0$.", "2\\ln x"},
		{"Simplify $\\frac{x^2-1}{x-1}$.", "x+1"},
		{"Find $\\int \\frac{1}{x-2}\\,dx$.", "\\ln|x-2| + C"},
		{"Find $\\int \\tan x\\,dx$.", "-\\ln|\\cos x|+C"},
		{"Find $\\int \\frac{1}{x-2}\\,dx$ for $x>2$.", "\\ln(x-2) + C"},
		{"Find $\\int \\frac{1}{\\sqrt{x}}\\,dx$.", "2\\sqrt{x}+C"},
		{"Prove that $\\frac{x^2-1}{x-1} = x+1$.", "."},
		{"Prove that $\\sqrt{x}\\cdot\\sqrt{x} = x$.", "."},
	})
}

// TestAudit2Divergent: cause 5, divergent definite integrals were given
// their principal value by the quadrature.
func TestAudit2Divergent(t *testing.T) {
	runNoConfirm(t, [][2]string{
		{"Compute the integral $\\int_{-1}^{1} \\frac{dx}{x}$.", "0"},
		{"Compute $\\int_{0}^{\\pi}\\tan x\\,dx$.", "0"},
		{"Compute $\\int_{-1}^{3}\\frac{dx}{x-1}$.", "0"},
		{"Compute $\\int_{-1}^{1}\\frac{dx}{x^3}$.", "0"},
		{"Compute $\\int_{-2}^{2}\\frac{x}{x^2-1}\\,dx$.", "0"},
		{"Compute $\\int_{-\\pi}^{\\pi}\\cot x\\,dx$.", "0"},
		{"Compute $\\int_{-1}^{1}\\frac{dx}{\\sin x}$.", "0"},
		{"Compute $\\int_{0}^{2}\\frac{dx}{(x-1)^2}$.", "-2"},
		{"Compute $\\int_{0}^{\\infty}\\frac{dx}{x-1}$.", "0"},
		{"Compute $\\int_{2}^{\\infty}\\frac{dx}{(x-3)^2}$.", "1"},
	})
	runConfirm(t, [][2]string{
		{"Compute $\\int_{1}^{2}\\frac{dx}{x}$.", "\\ln 2"},
		{"Compute $\\int_{0}^{\\pi/4}\\tan x\\,dx$.", "\\frac{\\ln 2}{2}"},
	})
	// Right, but computed by quadrature only (a logarithmic part, an
	// infinite bound), whose error is estimated: not confirmed (issue 23).
	runNoConfirm(t, [][2]string{
		{"Compute $\\int_{2}^{3}\\frac{dx}{x^2-1}$.", "\\frac12\\ln\\frac32"},
		{"Compute $\\int_{-1}^{1}\\frac{x}{x^2+1}\\,dx$.", "0"},
		{"Compute $\\int_{-\\infty}^{\\infty}\\frac{dx}{x^2+1}$.", "\\pi"},
		{"Compute $\\int_{0}^{\\infty}e^{-x}\\,dx$.", "1"},
	})
}

// TestAudit2Oscillating: cause 10, limits at infinity were computed from
// the points 2^k only, where cos(2πx) and (-1)^n are 1.
func TestAudit2Oscillating(t *testing.T) {
	runNoConfirm(t, [][2]string{
		{"Compute $\\lim_{x\\to\\infty}\\cos(2\\pi x)$.", "1"},
		{"Compute $\\lim_{n\\to\\infty}(-1)^n$.", "1"},
		{"Compute $\\lim_{x\\to\\infty}\\sin(\\pi x)$.", "0"},
		{"Compute $\\lim_{x\\to-\\infty}\\cos(2\\pi x)$.", "1"},
		{"Compute $\\lim_{x\\to\\infty}x - \\lfloor x \\rfloor$.", "0"},
		{"Compute $\\lim_{x\\to\\infty}\\cos(30\\pi x)$.", "1"},
		// The same at a finite point: cos(2π/x) is 1 at every 2^-k.
		{"Compute $\\lim_{x\\to 0}\\cos\\frac{2\\pi}{x}$.", "1"},
		{"Compute $\\lim_{x\\to 0}\\sin\\frac{\\pi}{x}$.", "0"},
	})
	// Proven by l'Hôpital's rule with the derivatives' formulas.
	runConfirm(t, [][2]string{
		{"Compute $\\lim_{x\\to 0}\\frac{\\sin x}{x}$.", "1"},
		{"Compute $\\lim_{x\\to 1}\\frac{\\ln x}{x-1}$.", "1"},
	})
	// Right, but found only by extrapolation, whose error is estimated:
	// never confirmed (issue 23: a verified answer is proven).
	runNoConfirm(t, [][2]string{
		{"Compute $\\lim_{x\\to\\infty}\\left(1+\\frac{1}{x}\\right)^x$.", "e"},
		{"Compute $\\lim_{x\\to\\infty}x\\sin\\frac{1}{x}$.", "1"},
		{"Compute $\\lim_{x\\to\\infty}(\\sqrt{x^2+x}-x)$.", "\\frac12"},
		{"Compute $\\lim_{n\\to\\infty}\\frac{(-1)^n}{n}$.", "0"},
		{"Compute $\\lim_{x\\to 0}(1+x)^{\\frac1x}$.", "e"},
	})
}
