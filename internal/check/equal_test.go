package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEqualityIssueExamples: the rows of issue 23, each with its new
// verdict and the reason it names. Near misses are refuted (or undecided
// where the value is known to fewer digits than the answer asks), the
// extremum point is compared as x, a rounded decimal stands only where an
// approximation is asked and is then the correct rounding, and the unit
// asked is part of the question.
func TestEqualityIssueExamples(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		// 1. Equality read off 20 digits.
		{`Compute $\int_0^1 x^2\,dx$.`, "0.33333333333333333333", U, "the problem asks for an exact value"},
		{`Compute $\int_0^1 x^2\,dx$.`, `\frac{1}{3}`, C, "(computed exactly), equal exactly"},
		{`Compute $\int_0^3(x^2+3)dx$.`, "18+10^{-30}", R, "differs from it by 1e-30"},
		{`Compute $\int_0^3(x^2+3)dx$.`, "18", C, ""},
		{`Find $f'(1)$ for $f(x)=x^3$.`, "3.00000000000000000001", R, "off by 1e-20"},
		{`If $x+\frac1x=3$, find $x^2+\frac1{x^2}$.`, "7+10^{-25}", R, "is not the answer 7+10^{-25} exactly"},
		{`If $x+\frac1x=3$, find $x^2+\frac1{x^2}$.`, "7", C, "equal exactly to the answer 7"},
		{`If $x+\frac1x=3$, find $x^2+\frac1{x^2}$.`, "7.00", C, "equal exactly to the answer 7.00"}, // 7 exactly, not a rounding
		{`If $x^2=2$ and $x>0$, find $x^3$.`, `2\sqrt{2}`, C, ""},
		{`Find the minimum value of $x^2-4x+7$.`, "3+10^{-25}", R, "differs from it by 1e-25"},
		{`Find the minimum value of $x^2-4x+7$.`, "3", C, "equal exactly"},
		// 2. The extremum point is compared as x.
		{`What value of $x$ will give the minimum value for $x^2-6x+10^{20}$?`, "3.5", R, "the point x of the least value"},
		{`What value of $x$ will give the minimum value for $x^2-6x+10^{20}$?`, "3", C, "equal exactly"},
		{`What value of $x$ will give the minimum value for $x^2-2x+5$?`, "1.0000000001", R, "off by 1e-10"},
		{`What value of $x$ will give the minimum value for $x^2-2x+5$?`, "1", C, "equal exactly"},
		// 3. Rounded decimals for exact rational values.
		{`Compute $\int_2^3(2x^2-3x-9)\,dx$.`, "-3.83", U, "the answer -3.83 rounds the integral"},
		{`If $\cos\theta=\frac23$, find $\cos 2\theta$.`, "-0.11", U, "the problem asks for an exact value"},
		{`Solve $4^{3k-3}\cdot4^{2-2k}=16^{-k}$.`, "0.33", U, "the answer k=0.33 rounds a root of the equation"},
		{`Find the sum of the roots of $8x^2-21x+1=0$.`, "2.62", U, "not even its correct rounding"},
		{`Find the sum of the roots of $8x^2-21x+1=0$. Give the answer as a decimal.`, "2.63", C, "its correct rounding to 0.01"},
		{`Find the sum of the roots of $8x^2-21x+1=0$. Give the answer as a decimal.`, "2.62", R, "not its correct rounding to 0.01"},
		{`Compute $\tan(2\arctan\frac15-\frac\pi4)$.`, "-0.41", U, "the problem asks for an exact value"},
		{`Compute $\frac18+\sqrt2\cdot10^{-12}$ rounded to the nearest hundredth.`, "0.12", R, "not its correct rounding to 0.01 (half away from zero)"},
		{`Compute $\frac18+\sqrt2\cdot10^{-12}$ rounded to the nearest hundredth.`, "0.13", C, "its correct rounding to 0.01"},
		// 4. A rounded decimal is an approximation, never the exact value.
		{`Simplify $\sqrt{88}$.`, "9.38", U, `the answer 9.38 rounds \sqrt{88} = 9.3808315196468591091…; the problem asks for an exact value`},
		{`Compute $\sqrt{88}$ to the nearest hundredth.`, "9.38", C, "its correct rounding to 0.01"},
		// A rounding that stands must be one: significant figures, and the
		// form asked.
		{`Simplify and write the answer in scientific notation: $\frac{7.2 \times 10^{-1}}{7.32 \times 10^{-1}}$`, `9.836 \times 10^{-1}`, C, "its correct rounding to 0.0001"},
		{`Simplify and write the answer in scientific notation: $\frac{7.2 \times 10^{-1}}{7.32 \times 10^{-1}}$`, "0.98", U, "the problem asks for scientific notation"},
		{`Simplify and write the answer in scientific notation: $\left(2 \times 10^{-6}\right)\left(8.8 \times 10^{-5}\right)$`, "0.00", U, "to no significant figure"},
		// 5. The unit asked is part of the question.
		{`Compute $\arccos(-1)$. Express your answer in radians.`, `180^\circ`, R, "asks for the answer in radians"},
		{`Compute $\arccos(-1)$. Express your answer in radians.`, `\pi`, C, ""},
		{`Compute $\arccos(-1)$. Express your answer in degrees.`, `\pi`, R, "asks for the answer in degrees"},
		{`Compute $\arccos(-1)$. Express your answer in degrees.`, `180^\circ`, C, ""},
	})
}
