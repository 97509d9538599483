package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestGivenValueLetAndPositive: "Let <equations>. Compute $E$." and
// "(Let <equations>.) If <equations>, compute the positive value of $x$"
// (the condition x > 0 added; two positive values give no verdict).
func TestGivenValueLetAndPositive(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Let $a=19, b=20$, and $c=21$. Compute  $$ \frac{a^{2}+b^{2}+c^{2}+2 a b+2 b c+2 c a}{a+b+c} $$`, "60", C, "{a = 19, b = 20, c = 21}"},
		{`Let $a=19, b=20$, and $c=21$. Compute  $$ \frac{a^{2}+b^{2}+c^{2}+2 a b+2 b c+2 c a}{a+b+c} $$`, "61", R, "not the answer 61"},
		{`Let $x^2=4$. Compute $x$.`, "2", U, ""},
		{`If $x^2=4$, compute the positive value of $x$.`, "2", C, "(with x > 0)"},
		{`If $x^2=4$, compute the positive value of $x$.`, "-2", R, "not the answer -2"},
		{`Let $y=3$. If $x^2=y+1$, find the positive value of $x$.`, "2", C, "(with x > 0)"},
		// Two positive roots: no one value.
		{`If $x^2-5x+6=0$, compute the positive value of $x$.`, "2", U, ""},
		// The positive value of an expression: not this shape.
		{`If $x^2=4$, compute the positive value of $x+1$.`, "3", U, ""},
	})
}
