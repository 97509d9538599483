package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestGivenValue: "If <equations>, what is E?" is decided on the exact
// real solution set of the conditions: one value at every solution
// confirms or refutes; two values, no real solution, a division by zero
// at a solution or an unread word give no verdict from this checker.
func TestGivenValue(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $x+y=10$ and $2x+y=13$, what is $x^2-y^2$?`, "-40", C, "{x = 3, y = 7}"},
		{`If $x+y=10$ and $2x+y=13$, what is $x^2-y^2$?`, "40", R, "not the answer 40"},
		{`If $x+y=10$ and $2x+y=13$, what is $x^2-y^2$?`, "-39.9", U, ""},
		// Two real solutions, one value: x³ − y³ = 108 at both.
		{`If $x-y=6$ and $x^2+y^2=24$, find $x^3-y^3$.`, "108", C, "is 108 at every solution"},
		{`If $x-y=6$ and $x^2+y^2=24$, find $x^3-y^3$.`, "-108", R, "not the answer -108"},
		// Two values: x = ±2.
		{`If $x^2=4$, what is the value of $x+1$?`, "3", U, ""},
		{`If $x^2=4$, what is the value of $x+1$?`, "-1", U, ""},
		// A division by zero at a solution (x = 1): no value there.
		{`If $x^2=1$, what is the value of $\frac{1}{x-1}$?`, `-\frac12`, U, ""},
		// No real solution.
		{`If $x+y=1$ and $xy=5$, what is the value of $x^2+y^2$?`, "-9", U, ""},
		// An extra word: "positive" is not in the shape.
		{`If $x$ is positive and $x^2=4$, what is the value of $x$?`, "2", U, ""},
		{`If $x+y = 7$ and $x - y = 9$, find the product of $x$ and $y$.`, "-8", C, "x * y"},
		{`If $3a + b + c = -3, a+3b+c = 9, a+b+3c = 19$, then find $abc$.`, "-56", C, "{a = -4, b = 2, c = 7}"},
		{`If $(x,y) = (3,9)$, what is $y^2 - 3xy + 8$?`, "8", C, "is 8"},
		{`If $x+y=\frac{7}{13}$ and $x-y=\frac{1}{91}$, what is the value of $x^2-y^2$? Express your answer as a common fraction.`, `\frac{1}{169}`, C, "1/169"},
		{`If $x+y=\frac{7}{13}$ and $x-y=\frac{1}{91}$, what is the value of $x^2-y^2$? Express your answer as a common fraction.`, `0.0059`, U, ""},
		// An infinite solution set: E constant by reduction.
		{`If $\frac{x}{y}= 2$ and $\frac{z}{x}= 4$, what is the value of $\frac{z}{y}$?`, "8", C, "the ideal of the conditions"},
		{`If $\frac{x}{y}= 2$ and $\frac{z}{x}= 4$, what is the value of $\frac{z}{y}$?`, "9", U, ""},
		{`If $2ab = 12$, evaluate $8a^2b^2$.`, "288", C, "the ideal of the conditions"},
		// 3x − 2y vanishes at (0, 0), a solution of 4x = 3y.
		{`If $4x=3y$, what is the value of $\frac{2x+y}{3x-2y}$?`, "10", U, ""},
		// E not constant on the line.
		{`If $x+y=1$, what is the value of $x$?`, "1", U, ""},
	})
}

// TestGivenValueComplex: x³ = 8 has one real solution and two non-real
// ones; on the real reading x = 2 is confirmed, and another answer is
// not refuted (over ℂ, x takes other values).
func TestGivenValueComplex(t *testing.T) {
	C, U := record.Confirm, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $x^3=8$ and $y=x+1$, what is the value of $xy$?`, "6", C, "{x = 2, y = 3}"},
		{`If $x^3=8$ and $y=x+1$, what is the value of $xy$?`, "5", U, ""},
	})
}

// TestGivenValueShapes: the declared names (positive, nonzero real
// numbers), "Let … satisfy", two runs of conditions, an align
// environment's rows and "and" inside a formula are read; a declared
// restriction is applied to the solutions.
func TestGivenValueShapes(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $x$, $y$, and $z$ are positive with $xy = 24$, $xz = 48$, and $yz = 72$, then find $x + y + z.$`, "22", C, "{x = 4, y = 6, z = 12}"},
		// Without "positive" the set is {(4, 6, 12), (−4, −6, −12)}: two values.
		{`If $x$, $y$, and $z$ are real numbers with $xy = 24$, $xz = 48$, and $yz = 72$, then find $x + y + z.$`, "22", U, ""},
		{`Let $m$ and $n$ satisfy $mn=7$ and $m+n=8$. What is $|m-n|$?`, "6", C, "is 6"},
		{`Let $m$ and $n$ satisfy $mn=7$ and $m+n=8$. What is $|m-n|$?`, "5", R, "not the answer 5"},
		{`Let $a,$ $b,$ and $c$ be real numbers such that $a + b + c = 0$ and $a^2 + b^2 + c^2 = 4.$  Find $a^4 + b^4 + c^4.$`, "8", C, "a real solution: a = 1"},
		{`Let $a,$ $b,$ and $c$ be nonzero real numbers such that $\frac{1}{a} + \frac{1}{b} + \frac{1}{c} = 0.$  Compute \[\frac{bc}{a^2} + \frac{ac}{b^2} + \frac{ab}{c^2}.\]`, "3", C, "is 3 at every solution"},
		{`Suppose that $x = 2+2t$ and $y = t - 21$.  If $x = 8$, what is $y$?`, "-18", C, "{t = 3, x = 8, y = -18}"},
		{`Suppose that for some $a,b,c$ we have $a+b+c = 6$, $ab+ac+bc = 5$ and $abc = -12$. What is $a^3+b^3+c^3$?`, "90", C, "is 90"},
		{`If \begin{align*} 5x-2y&=7,\\ 3x+y&=2, \end{align*}compute $24x-14y$.`, "38", C, "{x = 1, y = -1}"},
		{`If $x$, $y$, and $z$ are positive numbers satisfying \[ x+\frac{1}{y}=4,\ \ \ y+\frac{1}{z}=1,\text{ and }z+\frac{1}{x}=\frac{7}{3}, \]find the value of $xyz$.`, "1", C, "{x = 3/2, y = 2/5, z = 5/3}"},
		// An unknown word in the declaration: no shape.
		{`Let $a$ and $b$ be consecutive real numbers such that $a + b = 5$. Find $ab$.`, "6", U, ""},
	})
}

// TestGivenValueRestrict: a stated inequality restricts the solutions.
func TestGivenValueRestrict(t *testing.T) {
	C, U := record.Confirm, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $|4x+2|=10$ and $x<0$, what is the value of $x$?`, "-3", C, "(with x < 0)"},
		{`If $|4x+2|=10$, what is the value of $x$?`, "-3", U, ""},
		{`If $x^2- 2x = 0$ and $x \neq 0$, what is the value of $x$?`, "2", C, "{x = 2}"},
		{`What is the value of $a^3 + b^3$ given that $a+b=10$ and $ab=17$?`, "490", C, "is 490 at every solution"},
		{`What is the value of $x + y + z$ when $6x + 5y - 2z = -4$ and $4x + 5y + 12z = 54$?`, "5", C, "a real solution"},
		{`What is the value of $x + y$ when $6x + 5y - 2z = -4$ and $4x + 5y + 12z = 54$?`, "5", U, ""},
		{`If $a,b,c$ satisfy the system of equations  \begin{align*}b + c &= 12-3a \\ a+c &= -14 - 3b \\ a+b &= 7 - 3c, \end{align*} what is $2a + 2b + 2c$?`, "2", C, "is 2"},
	})
}

// TestGivenValueFunctions: a function's definition or an inverse
// function is not read as a product (capability 4a reads them).
func TestGivenValueFunctions(t *testing.T) {
	U := record.Undecided
	runAuditCases(t, []auditCase{
		{`If $f(x)=3x$ and $x=2$, what is the value of $3f$?`, "18", U, ""},
	})
}
