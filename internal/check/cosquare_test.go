package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCompleteSquare: completing the square (issue 42, MATH Algebra,
// CollegeMath 9.3): the form's constants fixed by the real solutions, a
// quadratic identity, the book's constant and square; no real solution, a
// coefficient before x, one word more: undecided; a slip: refuted.
func TestCompleteSquare(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	kr := `Krzysztof solved the quadratic equation $11x^2-44x-99=0$ by completing the square. In the process, he came up with the equivalent equation $$(x+r)^2 = s,$$where $r$ and $s$ are constants.  What is $r+s$?`
	mo := `Monica is trying to solve the following equation by completing the square: $$x^2-8x+8 = 0.$$She successfully rewrites the above equation in the following form: $$(x + b)^2 = c,$$where $b$ and $c$ are integers. What is the value of $b + c$?`
	ma := `Masha has a quadratic of the form $x^2+bx+1$, where $b$ is a specific positive number. Using her knowledge of how to complete the square, Masha is able to rewrite this quadratic in the form $(x+m)^2-63$. What is $b$?`
	bk := `Find the value that completes the square and then rewrite as a perfect square: $p^{2}-17 p+$`
	runAuditCases(t, []auditCase{
		{kr, `11`, C, "completing the square"},
		{kr, `101`, R, ""}, // 99 not divided by 11
		{mo, `4`, C, ""},
		{mo, `12`, R, ""}, // b's sign turned
		{ma, `16`, C, ""},
		{ma, `-16`, R, ""},
		{bk, `\frac{289}{4} ;\left(p-\frac{17}{2}\right)^{2}`, C, "constant and square"},
		{bk, `\frac{17}{2} ;\left(p-\frac{17}{2}\right)^{2}`, R, ""},
		{bk, `\frac{289}{4} ;\left(p+\frac{17}{2}\right)^{2}`, R, ""},
		{bk, `\frac{289}{4} ;p^{2}-17p+\frac{289}{4}`, U, "not written as a square"},
		// No real solution: every (x+a)^2 = b < 0 is equivalent.
		{`Sviatoslav solved the quadratic equation $x^2+x+1=0$ by completing the square. In the process, he came up with the equivalent equation $$(x+a)^2 = b,$$where $a$ and $b$ are constants.  What is $b$?`, `\frac34`, U, "no real solution"},
		// A coefficient before x (not unique), one word more: not read.
		{`Po is trying to solve the following equation by completing the square: $$49x^2+56x-64 = 0.$$He successfully rewrites the above equation in the following form: $$(ax + b)^2 = c,$$where $a$, $b$, and $c$ are integers and $a > 0$. What is the value of $a + b + c$?`, `91`, U, ""},
		{`Find the value that quickly completes the square and then rewrite as a perfect square: $p^{2}-17 p+$`, `\frac{289}{4} ;\left(p-\frac{17}{2}\right)^{2}`, U, ""},
	})
}
