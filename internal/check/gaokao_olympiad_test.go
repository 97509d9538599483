package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCoefficientOfExpansion: the coefficient of a monomial, or the
// constant term, is read off the exact expansion; a wrong value is
// refuted; a coefficient that depends on another letter, a formula that is
// not expanded exactly or an extra word leaves the row undecided.
func TestCoefficientOfExpansion(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What is the coefficient of $x$ in the full expansion of $(2x-\frac{1}{x})^{5}$?`, "80", C, "is 80"},
		{`What is the coefficient of $x$ in the full expansion of $(2x-\frac{1}{x})^{5}$?`, "-80", R, "is 80 (expanded exactly"},
		{`When $(2x^{3}-\frac{1}{x})^{6}$ is multiplied out，what is the coefficient of the $x^{2}$ term?`, "60", C, "is 60"},
		{`What is the constant term in the expansion of $\left(\sqrt{x}+\dfrac5x\right)^{9}$?`, "10500", C, "is 10500"},
		{`Find the coefficient of $x^3y^3z^2$ in the expansion of $(x+y+z)^8$.`, "560", C, "is 560"},
		{`What is the coefficient of $a^4b^2$ in the expansion of $\left(2a-\frac{b}{3}\right)^6$?  Express your answer as a common fraction.`, `\frac{80}{3}`, C, "80/3"},
		{`What is the coefficient of $a^4b^2$ in the expansion of $\left(2a-\frac{b}{3}\right)^6$?  Express your answer as a common fraction.`, `26.6`, U, "common fraction"},
		// The parameters a, b do not reach the x^2 term: a number.
		{`Find the coefficient of the $x^2$ term in the expansion of the product $(ax^3 + 3x^2 - 2x)(bx^2 - 7x - 4)$.`, "2", C, "is 2"},
		// ... but here the coefficient of a^2b^2 depends on c.
		{`What is the coefficient of $a^2b^2$ in $(a+b)^4\left(c+\dfrac{1}{c}\right)^6$?`, "120", U, "depends on another letter"},
		// √(x²) is |x|, not x: not expanded.
		{`What is the constant term in the expansion of $\left(\sqrt{x^2}+\frac{1}{x}\right)^{4}$?`, "6", U, "not expanded exactly"},
		{`What is the positive coefficient of $x$ in the full expansion of $(2x-\frac{1}{x})^{5}$?`, "80", U, ""},
	})
}

// TestSetOperations: a set expression of sets listed by their elements is
// evaluated element by element; a set-builder set is read through its
// condition, decided exactly; an intersection of linear set-builders is
// an interval compared end by end.
func TestSetOperations(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If the universal set is $U=\{1,2,3,4,5\}$, and $M=\{1,4\},N=\{2,5\}$, find $N \cup \overline{M}$.`, `$\{2,3,5\}$`, C, "{2, 3, 5}"},
		{`If the universal set is $U=\{1,2,3,4,5\}$, and $M=\{1,4\},N=\{2,5\}$, find $N \cup \overline{M}$.`, `$\{2,5\}$`, R, "not {2, 5}"},
		{`If sets $M=\{-2,-1,0,1,2\}$ and $N=\{x | x^{2} - x - 6 \geq 0\}$, what is in the set $M \cap N$?`, `$\{-2\}$`, C, "{-2}"},
		{`If sets $M=\{-2,-1,0,1,2\}$ and $N=\{x | x^{2} - x - 6 \geq 0\}$, what is in the set $M \cap N$?`, `$\{-2, 2\}$`, R, "not {-2, 2}"},
		// Two linear set-builders: the intersection is an interval, compared
		// end by end (shapes/setinterval.go).
		{`Given sets $M=\{x|x+2\geq 0\},N=\{x|x-1<0\}$, find $M \cap N$.`, `$\{x|-2\leq x < 1\}$`, C, "the interval [-2, 1)"},
		// A complement with no universal set given is not read.
		{`Given sets $A=\{1,3\}, B=\{1,2,4\}$, what is $\overline{B} \cup A$?`, `$\{1,3\}$`, U, ""},
		// One word out of the shape's vocabulary: not read as a set question.
		{`If the universal set is $U=\{1,2,3,4,5\}$, and $M=\{1,4\},N=\{2,5\}$, find the largest element of $N \cup \overline{M}$.`, `5`, U, ""},
	})
}

// TestMultipleChoice: each option is decided exactly; the answer's letter
// is confirmed when it names the only option that holds, refuted when
// another one is; an option not decided leaves the row undecided.
func TestMultipleChoice(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	eq := `Which expression is equivalent to $(x^{2}+4)^{2}+(x-2)(x+2)$: (A) $x^{4}+x^{2}+20$ (B) $x^{4} + 5x^{2} + 16$ (C) $x^{4}+9x^{2}$ (D) $x^{4} + 9x^{2}+12$`
	runAuditCases(t, []auditCase{
		{eq, "D", C, "only (D)"},
		{eq, "B", R, "not (B)"},
		{`Which quadratic equation has no real solutions: (A) $3x^{2} - 3 = 0$ (B) $3x^{2}+3x = 0$ (C) $3x^{2}+3x+3=0$ (D) $3x^{2}-6x+3=0$`, "C", C, "only (C)"},
		{`Which equation has no solution: (A) $4(x+1)=x+4$ (B) $4(x+1)=x+1$ (C) $4(x+1)=4x+4$ (D) $4(x+1)=4x$`, "D", C, "only (D)"},
		{`Which quadratic equation has exactly one distinct real solution: (A) $x^{2} + 4x + 16 = 0$ (B) $x^{2} -8x - 16 = 0$ (C) $x^{2} -6x - 16 = 0$ (D) $x^{2} -8x + 16 = 0$`, "A", R, "only (D)"},
		// "No solution" of a quadratic, not said to be over the reals.
		{`Which equation has no solution: (A) $x^{2}+1=0$ (B) $x=1$`, "A", U, "not said to be over the reals"},
		// Two options equivalent: not decided which is meant.
		{`Which expression is equivalent to $2x$: (A) $x+x$ (B) $3x-x$ (C) $x$`, "A", U, "2 of the 3 options hold"},
		{`Which expression is equivalent to $16^{\left(\frac12 x\right)}$: (A) $4^{x}$ (B) $8^{x}$ (C) $8x$ (D) $16\sqrt{x}$`, "A", U, "not decided"},
	})
}

// TestCircleEquation: the center and the squared radius of a circle are
// read from its equation exactly; what is asked is decided from them.
func TestCircleEquation(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Find the radius of the circle with equation $9x^2-18x+9y^2+36y+44=0.$`, `\frac{1}{3}`, C, "squared radius 1/9"},
		{`Find the center of the circle with equation $x^2 + 14x + y^2 - 6y + 53 = 0$.`, "(-7, 3)", C, "the center is (-7, 3)"},
		{`Find the center of the circle with equation $x^2 + 14x + y^2 - 6y + 53 = 0$.`, "(7, -3)", R, "not (7, -3)"},
		{`Find the center of the circle with equation $x^2 + 14x + y^2 - 6y + 53 = 0$.`, "[-7, 3)", U, "in parentheses"},
		{`In terms of $\pi$, what is the area of the circle defined by the equation $2x^2+2y^2+10x-6y-18=0$?`, `\frac{35}{2} \pi`, C, "squared radius 35/2"},
		{`For what value of $c$ will the circle with equation $x^2 + 8x + y^2 + 4y + c = 0$ have a radius of length 3?`, "11", C, "c = 11"},
		{`The area of the circle given by $x^{2}+y^{2}-4y-4m=0$ is $\pi$. Find $m$.`, "$-3$", R, "m = -3/4"},
		{`What is the distance between the center of the circle with equation $x^2+y^2=6x-8y+24$ and the point $(-3,-12)$?`, "10", C, "center (3, -4)"},
		// x² + y² + 1 = 0 is no circle.
		{`Find the radius of the circle with equation $x^2 + y^2 + 1 = 0$.`, "1", U, "no circle"},
		{`Find the radius of the circle with equation $x^2 + 2y^2 = 4$.`, "2", U, "not equal"},
	})
}

// TestOlympiadShapes: the equation shapes of OlympiadBench and the relay
// preamble "Let $T=c$.".
func TestOlympiadShapes(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Determine all real values of $x$ for which $(x+8)^{4}=(2 x+16)^{2}$.`, "-6,-8,-10", C, "Determine all real values"},
		{`Determine all real values of $x$ for which $(x+8)^{4}=(2 x+16)^{2}$.`, "-6,-8", R, ""},
		{`What are all values of $x$ such that  $$ \log _{5}(x+3)+\log _{5}(x-1)=1 ? $$`, "2", C, "exactly 1 real root"},
		{`Let $T=11$. Compute the value of $x$ that satisfies $\sqrt{20+\sqrt{T+x}}=5$.`, "14", C, `"Let T = 11"`},
		{`Let $T=$ 7. Compute the units digit of $T^{2023}+(T-2)^{20}-(T+10)^{23}$.`, "5", C, "units digit is 5"},
		{`Let $T=362$ and let $K=\sqrt{T-1}$. Compute $\left|(K-20)(K+1)+19 K-K^{2}\right|$.`, "20", C, `K = \sqrt{(362)-1}`},
		// \log without a base: natural in one book, decimal in ARML.
		{`Let $T=650$. If $\log T=2-\log 2+\log k$, compute the value of $k$.`, "13", U, ""},
		// The previous answer is not given: no substitution.
		{`Let $T=T N Y W R$. Compute $2^{\log _{T} 8}-8^{\log _{T} 2}$.`, "0", U, ""},
	})
}

// TestRationalDomain: the domain of a rational expression is the real line
// without the real roots of its written divisors; an answer written
// otherwise, or an expression with a root, stays undecided.
func TestRationalDomain(t *testing.T) {
	C, U := record.Confirm, record.Undecided
	q := `Find the domain of $\frac{x^2 + 10x + 21}{x^2 + 4x - 21}$.  (Express your answer using interval notation.)`
	runAuditCases(t, []auditCase{
		{q, `(-\infty, -7)\cup(-7, 3)\cup(3, \infty)`, C, "without {-7, 3}"},
		{q, `(-\infty, -7)\cup(-7, 3]\cup(3, \infty)`, U, "an end is closed"},
		{q, `(-\infty, -7)\cup(-7, 4)\cup(4, \infty)`, U, "not the excluded point"},
		{q, `(-\infty, 3)\cup(3, \infty)`, U, "2 intervals for 2 excluded points"},
		{`What is the domain of the function $f(x)=\frac{x+6}{\sqrt{x^2-3x-4}}$?`, `(-\infty, -1) \cup (4, \infty)`, U, "not expanded"},
	})
}

// TestPositiveDifference: "the positive difference between $A$ and $B$"
// is |A - B|.
func TestPositiveDifference(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What is the absolute difference between $2^{5}$ and $5^{2}$?`, "7", C, "is 7"},
		{`What is the absolute difference between $2^{5}$ and $5^{2}$?`, "-7", R, "is 7"},
		{`What is the positive difference between $x^{5}$ and $5^{2}$?`, "7", U, ""},
	})
}
