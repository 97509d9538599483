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
