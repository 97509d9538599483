package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// The linear systems of CollegeMath's linear-algebra books asked in other
// words (statement.LinearSystemShapes) and with "and $z=3$" among the
// equations (systemValuesAreEquations).
func TestLinearSystemShapesChecked(t *testing.T) {
	lines := "Use elementary operations to find the point $(x, y)$ that lies on both lines $x+3 y=1$ and $4 x-y=3$."
	lines1 := "Find the point $\\left(x_{1}, y_{1}\\right)$ which lies on both lines, $x+3 y=1$ and $4 x-y=3$."
	back := "Solve the following system of equations by back substitution.\n$$\n\\begin{array}{r}\nx+3 y-2 z=5 \\\\\ny+3 z=4 \\\\\nz=1 .\n\\end{array}\n$$"
	withZ := "Use Gauss-Jordan elimination to solve the system of equations $-9 x+15 y=66,-11 x+$ $18 y=79,-x+y=4$, and $z=3$."
	cut := "Solve the system of equations $7 x+14 y+15 z=22,2 x+4 y+3 z=5$, and $3 x+6 y+10 z=$ 13."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{lines, `Solution is: $(x, y)=\left(\frac{10}{13}, \frac{1}{13}\right)$`, record.Confirm},
		{lines, `Solution is: $(x, y)=\left(\frac{10}{13}, \frac{2}{13}\right)$`, record.Refute},
		{lines1, `Solution is: $\left[x=\frac{10}{13}, y=\frac{1}{13}\right]$`, record.Confirm},
		{lines1, `Solution is: $\left[x=\frac{1}{13}, y=\frac{10}{13}\right]$`, record.Refute},
		{back, `$(x, y, z)=(4,1,1)$.`, record.Confirm},
		{back, `$(x, y, z)=(4,1,2)$.`, record.Refute},
		{withZ, `Solution is: $[x=1, y=5, z=3]$`, record.Confirm},
		{withZ, `Solution is: $[x=1, y=5, z=4]$`, record.Refute},
		{cut, `Solution is: $[x=1-2 t, z=1, y=t]$.`, record.Confirm},
		{cut, `Solution is: $[x=1-2 t, z=2, y=t]$.`, record.Refute},
		// z is not named: the answer is not the whole solution
		{withZ, `Solution is: $[x=1, y=5]$`, record.Undecided},
		// a value given with "where" for a letter of the equations: the
		// answer that omits it is not read as the system's solution
		{"Solve the system of equations $a x+y=5, x-y=1$, where $a=2$.", `Solution is: $[x=2, y=1]$`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
