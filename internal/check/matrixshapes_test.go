package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestMatrixShapesInverseIfPossible(t *testing.T) {
	q := "Let\n$$\nA=\\left[\\begin{array}{ll}\n0 & 1 \\\\\n5 & 3\n\\end{array}\\right]\n$$\nFind $A^{-1}$ if possible. If $A^{-1}$ does not exist, explain why."
	cases := []struct {
		answer string
		want   record.Verdict
	}{
		{`$\left[\begin{array}{ll}0 & 1 \\ 5 & 3\end{array}\right]^{-1}=\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Confirm},
		{`$\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Confirm},
		{`$\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 1\end{array}\right]$`, record.Refute},
		// the left side inverts another matrix: not read
		{`$\left[\begin{array}{ll}0 & 1 \\ 5 & 4\end{array}\right]^{-1}=\left[\begin{array}{cc}-\frac{3}{5} & \frac{1}{5} \\ 1 & 0\end{array}\right]$`, record.Undecided},
		{`It does not exist.`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%s: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	singular := strings.Replace(q, "5 & 3", "0 & 3", 1)
	if got := Check(context.Background(), singular, `$\left[\begin{array}{cc}1 & 0 \\ 0 & 1\end{array}\right]$`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != record.Undecided {
		t.Errorf("singular matrix: %s (%s), want undecided", got.Verdict, got.Note)
	}
}

func TestMatrixShapesAugmentedParam(t *testing.T) {
	consistent := "Find $h$ such that\n$$\n\\left[\\begin{array}{ll|l}\n1 & h & 3 \\\\\n2 & 4 & 6\n\\end{array}\\right]\n$$\nis the augmented matrix of a consistent system."
	inconsistent := "Find $h$ such that\n$$\n\\left[\\begin{array}{ll|l}\n2 & h & 4 \\\\\n3 & 6 & 7\n\\end{array}\\right]\n$$\nis the augmented matrix of an inconsistent system."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{consistent, "Any $h$ will work.", record.Confirm},
		{consistent, "$h \\neq 2$", record.Refute},
		{inconsistent, "$h=4$.", record.Confirm},
		{inconsistent, "$h=3$", record.Refute},
		{inconsistent, "Any $h$ will work.", record.Refute},
		{inconsistent, "$h=4$ and no other value", record.Undecided},
		{strings.Replace(consistent, "a consistent", "a nice", 1), "Any $h$ will work.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

func TestSystemNamedTupleAnswer(t *testing.T) {
	q := "Use elementary operations to solve the system of equations\n$$\n\\begin{aligned}\n& 3 x+y=3 \\\\\n& x+2 y=1\n\\end{aligned}\n$$"
	cases := []struct {
		answer string
		want   record.Verdict
	}{
		{"$(x, y)=(1,0)$.", record.Confirm},
		{"$(y, x)=(0,1)$.", record.Confirm},
		{"$(x, y)=(2,0)$.", record.Refute},
		{"$(x, z)=(1,0)$.", record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
