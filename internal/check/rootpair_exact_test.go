package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootPairExact: a quantity over the real roots that is a quadratic
// surd is decided exactly against a surd answer: the difference of the
// roots of x² − 5x + 5 is √5, the sum of the two real roots of the
// irreducible x⁴ − 4x − 1 is √2. Near misses by 10⁻⁴⁰ and the conjugate
// (−√5, −√2) are refuted, never confirmed.
func TestRootPairExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	const exact = "decided exactly"
	diff := `Find the difference of the roots of $x^2 - 5x + 5 = 0$.`
	sum := `Find the sum of the real roots of $x^4 - 4x - 1 = 0$.`
	runAuditCases(t, []auditCase{
		{diff, `\sqrt{5}`, C, "equal exactly to the answer"},
		{diff, `\frac{\sqrt{20}}{2}`, C, "equal exactly to the answer"},
		{diff, `\sqrt{5}+10^{-40}`, R, exact},
		{diff, `\sqrt{5}-10^{-40}`, R, exact},
		{diff, `-\sqrt{5}`, R, exact},
		{diff, `\sqrt{6}`, R, exact},
		{sum, `\sqrt{2}`, C, "equal exactly to the answer"},
		{sum, `\sqrt{2}+10^{-40}`, R, exact},
		{sum, `-\sqrt{2}`, R, exact},
		{sum, `\frac{2}{\sqrt{2}}`, C, "equal exactly to the answer"},
	})
}

// TestRootPairMixedFactor: the real roots' sum and product over a
// polynomial with a factor whose roots are all real (Vieta) and one with
// two real roots among non-real ones: (x² − 3)(x⁴ − 4x − 1) has real
// roots ±√3 and the two of x⁴ − 4x − 1, sum √2; x³ − 2 has one real root
// ∛2, which no surd is.
func TestRootPairMixedFactor(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runAuditCases(t, []auditCase{
		{`Find the sum of the real roots of $(x^2-3)(x^4-4x-1) = 0$.`, `\sqrt{2}`, C, "equal exactly"},
		{`Find the sum of the real roots of $(x^2-3)(x^4-4x-1) = 0$.`, `\sqrt{2}+10^{-40}`, R, "decided exactly"},
		{`Find the sum of the real roots of $(x+1)(x^4-4x-1) = 0$.`, `\sqrt{2}-1`, C, "equal exactly"},
		{`Find the sum of the real roots of $x^3 - 2 = 0$.`, `\sqrt{2}`, R, "decided exactly"},
	})
}

// TestRootQuantityEstimateNotConfirmed: where no exact decision applies
// (an answer that is no quadratic surd), a value from the roots isolated
// numerically that agrees with the answer to every digit is left
// undecided, its error estimated, not proven.
func TestRootQuantityEstimateNotConfirmed(t *testing.T) {
	U := record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the sum of the real roots of $x^3 - 2 = 0$.`, `\sqrt[3]{2}`, U, "estimated, not proven"},
	})
}

// TestRootExtremeExact: the largest or smallest real root is an algebraic
// point itself: 1 + √2, the largest root of x² − 2x − 1, is decided
// exactly, its near miss and the other root refuted.
func TestRootExtremeExact(t *testing.T) {
	C, R := record.Confirm, record.Refute
	largest := `Find the largest root of $x^2 - 2x - 1 = 0$.`
	runAuditCases(t, []auditCase{
		{largest, `1+\sqrt{2}`, C, "equal exactly to the answer"},
		{largest, `1+\sqrt{2}+10^{-40}`, R, "decided exactly"},
		{largest, `1-\sqrt{2}`, R, "decided exactly"},
		{`Find the smallest root of $x^2 - 2x - 1 = 0$.`, `1-\sqrt{2}`, C, "equal exactly to the answer"},
	})
}
