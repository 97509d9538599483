package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestImplicitImaginaryUnit: a closed expression whose only letter is i is
// evaluated with i the imaginary unit; an i bound elsewhere (an index, a
// sum, another letter) is not.
func TestImplicitImaginaryUnit(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Simplify $(5-3i)(-4+3i)$.`, "-11 + 27i", C, "evaluates to -11+27i"},
		{`Simplify $(5-3i)(-4+3i)$.`, "-11 - 27i", R, "evaluates to -11+27i"},
		{`Evaluate $i^{11} + i^{111}$.`, "-2i", C, "equal exactly"},
		{`Evaluate $i^{11} + i^{111}$.`, "2i", R, ""},
		{`Evaluate $|7-24i|$.`, "25", C, "evaluates to 25"},
		{`Evaluate the expression: $\frac{7}{10-7 i}$`, `$\frac{70+49 i}{149}$`, C, "70/149+49/149i"},
		{`Evaluate the expression: $\frac{7}{10-7 i}$`, `$\frac{70-49 i}{149}$`, R, ""},
		// A complex substitution.
		{`Evaluate $|\omega^2+2\omega-8|$ if $\omega=-1+4i$.`, "25", C, "once the substitutions are made"},
		{`Evaluate $|\omega^2+2\omega-8|$ if $\omega=-1+4i$.`, "24", R, ""},
		// Another letter: i may be a variable.
		{`Simplify $(x+i)(x-i)$.`, "x^2+1", U, ""},
		// i as an index.
		{`Compute $\sum_{i=1}^{3} i$.`, "6", C, ""},
	})
}

// TestComplexRoots: roots with i of a polynomial equation are each
// substituted with i the imaginary unit and counted against the distinct
// complex roots of the polynomial.
func TestComplexRoots(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Solve: $x^{2}=-10 x-29$`, `$-5+2 i,-5-2 i$`, C, "exactly 2 distinct complex roots"},
		{`Solve: $x^{2}=-10 x-29$`, `$-5+2 i,-5+2 i$`, U, "twice"},
		{`Solve: $x^{2}=-10 x-29$`, `$5+2 i,5-2 i$`, R, "is not a root"},
		{`Solve: $x^{2}=-10 x-29$`, `$-5+2 i$`, R, "misses 1"},
		{`Solve: $n^{2}-n=-41$`, `$\frac{1+i \sqrt{163}}{2}, \frac{1-i \sqrt{163}}{2}$`, C, "digits, numerically"},
		{`Solve the following equation: $x^{8}-17 x^{4}+16=0$`, `$\pm 1, \pm i, \pm 2, \pm 2 i$`, U, "4 of them real"},
		{`Solve: $x^{4}+5x^2+4=0$`, `$\pm i$`, R, "misses 2"},
		{`Solve: $x^{4}+5x^2+4=0$`, `$\pm i, \pm 2i$`, C, "no real root"},
		// Real roots asked: not read as complex.
		{`Find all real solutions of $x^2+1=0$.`, `$i,-i$`, U, ""},
	})
}

// TestComplexShapes: questions that name complex numbers are read from
// their exact whole-statement shape; one extra word leaves them to the
// scope rule (undecided).
func TestComplexShapes(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the magnitude of the complex number $5-12i$.`, "13", C, "the value is 13"},
		{`Find the magnitude of the complex number $5-12i$.`, "12", R, ""},
		{`A translation of the plane takes $-3 + 2i$ to $-7 - i.$  Find the complex number that the translation takes $-4 + 5i$ to.`, "-8 + 2i", C, ""},
		{`A translation of the plane takes $-3 + 2i$ to $-7 - i.$  Find the complex number that the translation takes $-4 + 5i$ to.`, "-8 - 2i", R, ""},
		{`The dilation, centered at $-1 + 4i,$ with scale factor $-2,$ takes $2i$ to which complex number?`, "-3 + 8i", C, ""},
		{`A $90^\circ$ rotation around the origin in the counter-clockwise direction is applied to $7 + 2i.$  What is the resulting complex number?`, "-2 + 7i", C, ""},
		{`A $90^\circ$ rotation around the origin in the counter-clockwise direction is applied to $7 + 2i.$  What is the resulting complex number?`, "2 - 7i", R, ""},
		// Issue 42: a rotation by any whole number of degrees is now computed
		// (values.CheckComplexPolar): (7 + 2i)(cos 45° + i sin 45°) = (5 + 9i)/√2.
		{`A $45^\circ$ rotation around the origin in the counter-clockwise direction is applied to $7 + 2i.$  What is the resulting complex number?`, "2 - 7i", R, "rotation"},
		{`Find the largest magnitude of the complex number $5-12i$.`, "13", U, "complex number"},
	})
}
