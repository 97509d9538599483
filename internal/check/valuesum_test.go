package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestValueSum: the sum or product of all values of the unknown of one
// equation is computed over its exact finite real solution set; a
// repeated root counts once; non-real roots, an infinite set or an
// equation not solved exactly leave it undecided.
func TestValueSum(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the sum of all values of $x$ such that $|x-1| = 7$.`, "2", C, "the sum of the values of x is 2"},
		{`Find the sum of all values of $x$ such that $|x-1| = 7$.`, "3", R, "is 2, not 3"},
		{`In the equation $|x-4| -10 = 2$, what is the product of all possible values of $x$?`, "-128", C, "{-8}∪{16}"},
		// (x−5)² = 0: the value 5 once.
		{`What is the sum of all possible values of $x$ such that $2x(x-10)=-50$?`, "5", C, "{5}"},
		{`What is the sum of all possible values of $x$ such that $2x(x-10)=-50$?`, "10", R, "is 5, not 10"},
		// Quadratic surds: 6 ± √29.
		{`What is the sum of all values of $z$ such that $z^2=12z-7$?`, "12", C, "is 12"},
		{`What is the product of all values of $z$ such that $z^2=12z-7$?`, "7", C, "is 7"},
		{`Find the sum of all values of $x$ such that $x^2 - 2x - 1 = 0$, where $x > 0$.`, `1+\sqrt{2}`, C, "1 + √2"},
		{`Find the sum of all values of $x$ such that $x^2 - 2x - 1 = 0$, where $x > 0$.`, `1-\sqrt{2}`, R, "not 1 - √2"},
		{`Find the sum of all values of $x$ such that $x^2 - 2x - 1 = 0$, where $x > 0$.`, `2\sqrt{2}`, R, "not 2·√2"},
		// x³ = 8 has non-real roots: over ℂ the sum is 0, over ℝ it is 2.
		{`Find the sum of all values of $x$ such that $x^3 = 8$.`, "2", U, "non-real roots"},
		{`Find the sum of all values of $x$ such that $x^2 + 1 = 0$.`, "0", U, ""},
		{`Find the sum of all values of $x$ such that $x^2 = x^2$.`, "0", U, ""},
		// Without "all" and with "real".
		{`If $(x+2)(x-3)=14$, find the product of the possible values of $x$.`, "-20", C, "{-4}∪{5}"},
		{`Find the product of all real values of $y$ such that $|{-2y}|\cdot\left|{-\dfrac{y}{2}}\right| = 36$.`, "-36", C, "is -36"},
		// "The sum of the roots" of an equation that is not a polynomial
		// one: a rational function (2 is not in the domain) ...
		{`Find the sum of all the roots of $\frac{x^2 - 13x + 22}{x^2 - 8x + 12} = 0$.`, "11", C, "{11}"},
		{`Find the sum of all the roots of $\frac{x^2 - 13x + 22}{x^2 - 8x + 12} = 0$.`, "13", R, "is 11, not 13"},
		// ... absolute values, a square root.
		{`Find the sum of all solutions of the equation $|2-x|= 3$.`, "4", C, "{-1}∪{5}"},
		{`Compute the product of all the roots of the equation $\sqrt{5 | x | + 8} = \sqrt{x^2 - 16}$.`, "-64", C, "{-8}∪{8}"},
		// Conjugates over different square roots cancel in a sum: the
		// solutions are 5/2 ± √37/2 and 5/2 ± √13/2.
		{`Find the sum of all real solutions to the equation $|x| \cdot |x-5| = 3$.`, "10", C, "is 10"},
		{`Find the sum of all values of $x$ such that $(x^2-2)(x^2-3) = 0$, where $x > 0$.`, "3", U, "not computed exactly"},
		{`Find the product of all real solutions to the equation $|x| \cdot |x-5| = 3$.`, "-9", U, "different square roots"},
		// A polynomial equation stays checkRootQuantity's.
		{`Find the sum of the roots of $x^2-5x+6=0$.`, "5", C, "Newton"},
		// A monotone reduction: 2^x = 8 ⇔ x = 3 over the reals.
		{`Find the sum of all values of $x$ such that $2^{x} = 8$.`, "3", C, "the exponent = 3"},
	})
}
