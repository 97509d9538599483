package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAudit2Asks: the second audit's causes 1, 3, 8 and 11 (AUDIT2.md):
// a question the checker does not answer is undecided, never confirmed;
// the right answers to the questions it does answer still confirm.
func TestAudit2Asks(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		// 1: the form cue "write|give|enter the ..." does not cover the ask
		// "number of".
		{"Solve $x^2-5x+6=0$. In the answer write the number of roots.", "2, 3", U, ""},
		{"Solve the equation $x^2-5x+6=0$. Give the number of solutions.", "2, 3", U, ""},
		{"Solve the system $x^2+y^2=5$, $xy=2$. Give the number of solutions.", "(1,2),(2,1),(-1,-2),(-2,-1)", U, "number of"},
		{`Solve $\sin x = 0$ on $[0, 10]$. Write the number of roots.`, `0, \pi, 2\pi, 3\pi`, U, ""},
		{"Solve $x^2-5x+6=0$. Enter the number of roots.", "2, 3", U, ""},
		{"Solve the equation $x^2-5x+6=0$. Give the number of solutions.", "2", C, "Sturm count"},
		{"Solve $x^2-5x+6=0$. Enter the number of roots.", "2", C, "Sturm count"},
		{"Solve $x^2-5x+6=0$. Write the number of roots.", "3", R, ""},

		// 3: problems in parts, and "solve ... and find the roots on ...".
		{`a) Solve the equation $\cos 2x = 0$. b) Find all roots on $[0;\pi]$.`, `\frac{\pi}{4}, \frac{3\pi}{4}`, U, "in parts"},
		{`1) Solve the equation $\cos 2x = 0$. 2) Find all roots on $[0;\pi]$.`, `\frac{\pi}{4}, \frac{3\pi}{4}`, U, "in parts"},
		{`(a) Solve the equation $\cos 2x = 0$. (b) Find all roots on $[0;\pi]$.`, `\frac{\pi}{4}, \frac{3\pi}{4}`, U, "in parts"},
		{`а) Решите уравнение $\cos 2x = 0$. б) Найдите все корни на $[0;\pi]$.`, `\frac{\pi}{4}, \frac{3\pi}{4}`, U, ""},
		{`Solve $\sin x=\frac{1}{2}$ and find the roots on $[0,2\pi]$.`, `\frac{\pi}{6}, \frac{5\pi}{6}`, U, "two questions"},
		{`Solve the equation $\cos 2x = 0$ and find all roots belonging to the interval $[0;\pi]$.`, `\frac{\pi}{4}, \frac{3\pi}{4}`, U, ""},
		{`Solve $\sin x=\frac{1}{2}$ on $[0,2\pi]$.`, `\frac{\pi}{6}, \frac{5\pi}{6}`, C, ""},

		// 8: the area, tangent and triangle checks read only their shape.
		{"Find the area of the figure bounded by $y=x(x-2)(x-4)$ and the x-axis on the segment $[0;2]$.", "8", R, "over [0, 2]"},
		{"Find the area of the figure bounded by $y=x(x-2)(x-4)$ and the x-axis on the segment $[0;2]$.", "4", C, "over [0, 2]"},
		{"Find the area of the figure bounded by $y=x(x-2)(x-4)$ and the x-axis for $0\\le x\\le 2$.", "8", R, "over [0, 2]"},
		{"Find the area of the figure bounded by $y=x(x-2)(x-4)$ and the x-axis for $0\\le x\\le 2$.", "4", C, "over [0, 2]"},
		{"Find the area of the figure bounded by $y=x(x-2)(x-4)$ and the x-axis.", "8", C, "over [0, 2, 4]"},
		{"Find the area of the figure bounded by $y=x^3-x$ and the x-axis for positive $x$.", `\frac12`, U, "positive"},
		{"Find the area of the figure bounded by $y=x^3$ and $y=x$ for $x\\ge 0$.", `\frac12`, U, "condition"},
		{"Find the area of the figure bounded by $y=x^2$, $y=2x$, where $y \\le 2$.", `\frac43`, U, "where"},
		{"Find the area and the perimeter of the figure bounded by $y=x^2$ and $y=1$.", `\frac43`, U, "perimeter"},
		{"Find the area of each figure bounded by $y=x^3$ and $y=x$.", `\frac12`, U, "each"},
		{"Find the area of the figure bounded by the lines $y=3x^2+2$, $y=0$, $x=0$, $x=2$.", "12", C, ""},
		{"Find the slope of the tangent line to the graph of the function $y=x^3$ at the point $x_0=1$.", "y=3x-2", U, "slope"},
		{"Find the tangent line to the graph of $y=x^2$ at the point $x_0=1$ and the normal line.", "y=2x-1", U, "normal"},
		{"Find the slope and the equation of the tangent line to the graph of $y=x^2$ at the point $x_0=1$.", "y=2x-1", U, "slope"},
		{"Find the equation of the tangent line to the graph of $y=x^2$ at the point $x_0=1$.", "y=2x-1", C, "tangent"},
		{"In triangle $ABC$, $AB=5$, $AC=8$ and $\\angle A=60^\\circ$. Find $BC$ and the area of the triangle.", "7", U, "area"},
		{"In triangle $ABC$, $AB=5$, $AC=8$ and $\\angle A=60^\\circ$. Find $BC$ and $\\angle B$.", "7", U, "angle B"},
		{"In triangle $ABC$, $AB=5$, $AC=8$ and $\\angle A=60^\\circ$. Find $BC$.", "7", C, "law of cosines"},

		// 11: the value at a point is a number.
		{`Find the value of the expression $\frac{a^2-1}{a-1}$ at $a=3$.`, "a+1", U, "still holds a"},
		{`Simplify $\frac{x^2-1}{x-1}$ and compute its value at $x=3$.`, "x+1", U, "still holds x"},
		{`Find the value of the expression $\frac{a^2-1}{a-1}$ at $a=3$.`, "4", C, ""},
		{`Simplify $\frac{x^2-1}{x-1}$ and compute its value at $x=3$.`, "4", C, ""},
		{`Find the value of the expression $\frac{a^2-1}{a-1}$ at $a=3$.`, "5", R, ""},
	})
}
