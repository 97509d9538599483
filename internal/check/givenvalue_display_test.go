package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestGivenValueDisplay: an align display written outside the dollars is
// read as its rows (one formula each, the "&" marks dropped, a row's
// comma or period as punctuation), for the given-value shapes and the
// statement's own reading (a system); the declarations "(positive) real
// numbers ... satisfy", "is a solution to the system" and "the numerical
// value of" are read; a statement outside the shapes stays undecided.
func TestGivenValueDisplay(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Let $x, y, z$ be real numbers so that  \begin{align*} y+z & = 13, \\ z+x & = 14, \\ x+y & = 15. \end{align*} Find $\sqrt{xyz(x+y+z)}$.`, "84", C, "{x = 8, y = 7, z = 6}"},
		{`Let $x, y, z$ be real numbers so that  \begin{align*} y+z & = 13, \\ z+x & = 14, \\ x+y & = 15. \end{align*} Find $\sqrt{xyz(x+y+z)}$.`, "42", R, "not the answer 42"},
		{`If $(x,y)$ is a solution to the system \begin{align*} xy &= 6, \\ x^2 y + xy^2 + x + y &= 63, \end{align*}find $x^2 + y^2.$`, "69", C, "is 69 at every solution"},
		{`Determine $w^2+x^2+y^2+z^2$ if \[\begin{aligned} \frac{x^2}{2^2-1}+\frac{y^2}{2^2-3^2}+\frac{z^2}{2^2-5^2}+\frac{w^2}{2^2-7^2}&= 1 \\ \frac{x^2}{4^2-1}+\frac{y^2}{4^2-3^2}+\frac{z^2}{4^2-5^2}+\frac{w^2}{4^2-7^2} &= 1 \\ \frac{x^2}{6^2-1}+\frac{y^2}{6^2-3^2}+\frac{z^2}{6^2-5^2}+\frac{w^2}{6^2-7^2} &= 1 \\ \frac{x^2}{8^2-1}+\frac{y^2}{8^2-3^2}+\frac{z^2}{8^2-5^2}+\frac{w^2}{8^2-7^2} &= 1. \end{aligned}\]`, "36", C, "is 36 at every solution"},
		{`Solve the following system of equations: \begin{align*} 3x-5y&=-11,\\ 7x+2y&=-12. \end{align*}Express your answer as an ordered pair $(x,y).$`, "(-2,1)", C, "{(-2, 1)}"},
		{`Solve the following system of equations: \begin{align*} 3x-5y&=-11,\\ 7x+2y&=-12. \end{align*}Express your answer as an ordered pair $(x,y).$`, "(2,1)", R, ""},
		{`Positive real numbers $x,y$ satisfy the equations $x^2 + y^2 = 1$ and $x^4 + y^4= \frac{17}{18}$.  Find $xy$.`, `\frac{1}{6}`, C, "is 1/6 at every solution"},
		{`If $a = 2$, $b = 3$ and $c = 4$, what is the numerical value of the expression $(b-c)^2 + a(b+c)$ ?`, "15", C, "is 15"},
		{`If $y = 1$ and $2x + 3y = 4$, express the value of $x$ as a common fraction.`, `\frac12`, C, "is 1/2"},
		{`Find an ordered pair $(u,v)$ that solves the system: \begin{align*} 5u &= -7 - 2v,\\ 3u &= 4v - 25 \end{align*}`, "(-3,4)", C, "{(-3, 4)}"},
		{`Find an ordered pair $(x,y)$ that satisfies both of the equations below: \begin{align*} 2x - 3y &= -5,\\ 5x - 2y &= 4. \end{align*}`, "(2,3)", C, "{(2, 3)}"},
		{`Find an ordered pair $(x,y)$ that satisfies both of the equations below: \begin{align*} 2x - 3y &= -5,\\ 5x - 2y &= 4. \end{align*}`, "(2,4)", R, ""},
		// Without "positive", xy = ±1/6: two values.
		{`Real numbers $x,y$ satisfy the equations $x^2 + y^2 = 1$ and $x^4 + y^4= \frac{17}{18}$.  Find $xy$.`, `\frac{1}{6}`, U, ""},
		// "integers" is no declaration the shapes read.
		{`Positive integers $x,y$ satisfy the equations $x+y = 3$ and $x-y=1$.  Find $xy$.`, "2", U, ""},
		// A row that is no equation: the display is not read.
		{`Let $x, y$ be real numbers so that \begin{align*} x+y &= 3, \\ x &\text{ is odd}. \end{align*} Find $xy$.`, "2", U, ""},
	})
}
