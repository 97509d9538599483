package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExtremumSurdExact: an extreme value at an irrational critical point
// is decided exactly against a quadratic surd answer: the greatest value
// of cos x + 2 sin x is √5 (at t = tan(x/2) a root of t² + t − 1), its
// least −√5. Near misses by 10⁻⁴⁰ and the conjugate are refuted, never
// confirmed.
func TestExtremumSurdExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	const exact = "the value at the critical point ξ decided exactly"
	max := `Find the maximum value of $\cos x + 2\sin x$.`
	runAuditCases(t, []auditCase{
		{max, `\sqrt{5}`, C, "equal exactly to the answer"},
		{max, `\sqrt{5}+10^{-40}`, R, exact},
		{max, `\sqrt{5}-10^{-40}`, R, exact},
		{max, `-\sqrt{5}`, R, exact},
		{`Find the minimum value of $\cos x + 2\sin x$.`, `-\sqrt{5}`, C, "equal exactly to the answer"},
		{`Find the minimum value of $\cos x + 2\sin x$.`, `\sqrt{5}`, R, exact},
		// 1/2 + √2 at t = √2 − 1, among three critical points
		{`Find the maximum value of $\cos x + \sin x + \sin x \cos x$.`, `\frac{1}{2}+\sqrt{2}`, C, "equal exactly to the answer"},
		{`Find the maximum value of $\cos x + \sin x + \sin x \cos x$.`, `\frac{1}{2}-\sqrt{2}`, R, exact},
		// a rational function: the greatest value of x/(x² + 2) is 1/(2√2)
		{`Find the maximum value of $\frac{x}{x^2+2}$.`, `\frac{\sqrt{2}}{4}`, C, "equal exactly to the answer"},
		{`Find the maximum value of $\frac{x}{x^2+2}$.`, `\frac{\sqrt{2}}{4}+10^{-40}`, R, exact},
	})
}

// TestExtremumEstimateNotConfirmed: an extreme value at an irrational
// critical point that no exact decision reaches (−(3/2)∛2, the least value
// of x⁴/4 − 2x, no quadratic surd) agrees with the answer to every digit
// but is left undecided: the value there is estimated, not proven.
func TestExtremumEstimateNotConfirmed(t *testing.T) {
	U := record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the minimum value of $\frac{x^4}{4} - 2x$.`, `-\frac{3}{2}\sqrt[3]{2}`, U, "estimated, not proven"},
	})
}
