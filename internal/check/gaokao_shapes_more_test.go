package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEqualsQuestion: a statement that is only "$F=?$" asks for F's value;
// a letter other than i, or any prose, keeps the old reading.
func TestEqualsQuestion(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`$\frac{5(1+i^{3})}{(2+i)(2-i)}=?$`, `$1-i$`, C, `"$F=?$"`},
		{`$\frac{5(1+i^{3})}{(2+i)(2-i)}=?$`, `$1+i$`, R, `"$F=?$"`},
		{`$\frac{3}{4}+\frac{1}{6} = ?$`, `$\frac{11}{12}$`, C, `"$F=?$"`},
		{`$x+x=?$`, `$2x$`, U, ""},
		{`Then $\frac{3}{4}+\frac{1}{6} = ?$`, `$\frac{11}{12}$`, U, ""},
	})
}

// TestBareSolveShape: "What value of h is the solution to <equation>?" with
// h a letter of the prose solves the equation for h; a letter that is not
// the equation's variable leaves the row undecided.
func TestBareSolveShape(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What value of h is the solution to $2.1(h+3)=3h+2.1$?`, `$\frac{14}{3}$`, C, "What value of v is the solution"},
		{`What value of r is the solution to $5r=3(r+1)$?`, `$1.5$`, C, "3/2"},
		{`What value of r is the solution to $5r=3(r+1)$?`, `$2$`, R, ""},
		{`What value of h is the solution to $5r=3(r+1)$?`, `$1.5$`, U, ""},
	})
}

// TestSystemComponent: "The solution to <system> is (x,y). What is the value
// of y?" recomputes the system's one real solution exactly; two solutions
// leave the row undecided.
func TestSystemComponent(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`THe solution to the system $\begin{cases} 3x+4y=18 \\ 2x-4y = 17 \end{cases}$ is (x,y). What is the value of x?`, `$7$`, C, "(7, -3/4)"},
		{`The solution to $\begin{cases} y=3x+9 \\ y=-3x+3 \end{cases}$ is (x,y). What is the value of y?`, `$6$`, C, "y = 6"},
		{`The solution to $\begin{cases} y=3x+9 \\ y=-3x+3 \end{cases}$ is (x,y). What is the value of y?`, `$-1$`, R, "so y = 6, not -1"},
		{`The solution to $\begin{cases} y=x^2 \\ y=1 \end{cases}$ is (x,y). What is the value of x?`, `$1$`, U, "2 real solutions"},
		{`The solution to $\begin{cases} y=3x+9 \\ y=-3x+3 \end{cases}$ is (x,y). What is the value of z?`, `$6$`, U, ""},
	})
}

// TestLinearProgram: the maximum (minimum) of a linear objective over a
// region of linear inequalities is the best vertex, found exactly; an
// unbounded objective or a nonlinear inequality is undecided.
func TestLinearProgram(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Variables x and y satisfy the system $\begin{cases} 3x-2y \leq 3 \\ -2x+3y \leq 3 \\ x+y \geq 1 \end{cases}$. What is the maximum value of $z=3x+2y$?`, `$15$`, C, "is 15, taken at (x, y) = (3, 3)"},
		{`Variables x and y satisfy the system $\begin{cases} 3x-2y \leq 3 \\ -2x+3y \leq 3 \\ x+y \geq 1 \end{cases}$. What is the minimum value of $z=3x+2y$?`, `$2$`, C, "minimum of 3 x + 2 y is 2"},
		{`Variables x and y satisfy the system $\begin{cases} x-2y \leq -1 \\ x+2y \leq 9 \\ 3x+y \geq 7 \end{cases}$. What is the maximum value of $z=2x-y$?`, `$8$`, R, "is 11/2"},
		{`Variables x and y satisfy the system $\begin{cases} x-3y \leq -1 \\ x+2y \leq 9 \\ 3x+y \geq 7 \end{cases}$. What is the maximum value of $z=2x-y$?`, `$8$`, C, "is 8"},
		{`Variables x and y satisfy the system $\begin{cases} x-2y \leq -1 \\ x+2y \geq 9 \end{cases}$. What is the maximum value of $z=2x-y$?`, `$8$`, U, "unbounded"},
		{`Variables x and y satisfy the system $\begin{cases} x^2-2y \leq -1 \\ x+2y \leq 9 \end{cases}$. What is the maximum value of $z=2x-y$?`, `$8$`, U, "not linear"},
		{`Variables x and y satisfy the system $\begin{cases} x \leq 0 \\ x \geq 1 \end{cases}$. What is the maximum value of $z=2x-y$?`, `$8$`, U, ""},
	})
}

// TestMethodRule: a sentence that restricts the method ("Calculating out
// ... is not allowed.") is set aside; the same words inside another
// sentence are not.
func TestMethodRule(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What is the units digit of $2022^{2023} + 2023^{2022}$. Calculating out the numerical value of the given expression is not allowed.`, `$7$`, C, "restricts the method"},
		{`What is the units digit of $2022^{2023} + 2023^{2022}$. Calculating out the numerical value of the given expression is not allowed.`, `$5$`, R, ""},
		{`What is the value of the expression $\sqrt{\frac14}+\sqrt{\frac19}+\sqrt{\frac{1}{16}}$? Express your answer as a common fraction. Perform any fraction additions without caculator.`, `$\frac{13}{12}$`, C, "set aside"},
		{`What is the units digit of $2022^{2023} + 2023^{2022}$ if Calculator not allowed.`, `$7$`, U, ""},
	})
}

// TestComplexFind: "If $z=C$, find $E$." with C a complex number is
// evaluated with z = C; a value of z without i keeps the old reading.
func TestComplexFind(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $z=1+i$, find $z^{2}$.`, `$2i$`, C, `"If $z=C$, find $E$."`},
		{`If $z=1+i$, find $z^{2}$.`, `$-2i$`, R, ""},
		{`If $z=1+i$, find $|1-i\cdot z|$.`, `$\sqrt{5}$`, C, "evaluates to 2.236"},
		{`If $z=1+i$, find $w^{2}$.`, `$2i$`, U, ""},
	})
}

// TestVectorDot: the dot product of two vectors given by their components
// is computed exactly; a product of other names is not read.
func TestVectorDot(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $\vec{a}=(-2,3)$, and $\vec{b}=(1,2)$, find $\vec{a} \cdot \vec{b}$.`, `$4$`, C, "is 4 exactly"},
		{`If $\vec{a}=(-2,3)$, and $\vec{b}=(1,2)$, find $\vec{a} \cdot \vec{b}$.`, `$8$`, R, "is 4 exactly, not 8"},
		{`If $\vec{a}=(\frac12,3,1)$, and $\vec{b}=(4,-1,2)$, find $\vec{b} \cdot \vec{a}$.`, `$1$`, C, "3 components"},
		{`If $\vec{a}=(-2,3)$, and $\vec{b}=(1,2)$, find $\vec{a} \cdot \vec{c}$.`, `$4$`, U, ""},
		{`If $\vec{a}=(-2,3)$, and $\vec{b}=(1,2,5)$, find $\vec{a} \cdot \vec{b}$.`, `$4$`, U, ""},
	})
}

// TestComplexQuadrant: the quadrant of a complex number from the exact
// signs of its parts; a number on an axis, or an answer naming no
// quadrant, is undecided.
func TestComplexQuadrant(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`In the complex plane, which quadrant lies $(1+3i)(3-i)?$`, `$Quadrant I$`, C, "6+8i"},
		{`In the complex plane, which quadrant lies $(1+3i)(3-i)?$`, `the second quadrant`, R, "not II"},
		{`In the complex plane, which quadrant lies $\frac{1}{2-i}-1$?`, `II`, C, "quadrant II"},
		{`In the complex plane, which quadrant lies $(1+3i)(3+i)?$`, `I`, U, "on an axis"},
		{`In the complex plane, which quadrant lies $(1+3i)(3-i)?$`, `I or II`, U, "one quadrant"},
	})
}
