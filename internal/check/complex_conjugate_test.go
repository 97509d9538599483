package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestComplexConjugate: \bar{z} with z = C, a number in i with rational
// parts, is C with i read as -i; a root in C (which may hide a non-real
// number), an exponent in i or another letter keeps the row undecided.
func TestComplexConjugate(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`If $z=\frac{2+i}{1+i^{2}+i^{5}}$, what is the value of $\bar{z}=?$`, `$1+2i$`, C, `\bar{z} read as C with i replaced by -i`},
		{`If $z=\frac{2+i}{1+i^{2}+i^{5}}$, what is the value of $\bar{z}=?$`, `$1-2i$`, R, ""},
		{`If $z=\frac{1-i}{2+2i}$, find $z-\bar{z}$.`, `$-i$`, C, "evaluates to -i"},
		{`If $z=\frac{1-i}{2+2i}$, find $z-\bar{z}$.`, `$i$`, R, ""},
		{`If $z=3-4i$, find $z\cdot\overline{z}$.`, `$25$`, C, ""},
		{`If $z=\sqrt{-4}+i$, find $\bar{z}$.`, `$-3i$`, U, ""},
		{`If $z=2^{i}$, find $\bar{z}$.`, `$2^{-i}$`, U, ""},
		{`If $z=1+i$, find $\bar{w}$.`, `$1-i$`, U, ""},
	})
}
