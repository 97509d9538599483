package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLeastSqSlip (issue 42): a least-squares tuple with a value moved by
// 1, and a least-squares line moved by 1 or by x, are not confirmed.
func TestLeastSqSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{"Find the least squares approximation for the system of equations\n$$\n\\begin{array}{rr}\nx+2 y+2 z= & 5, \\\\\nx+y-z= & 11, \\\\\nx+2 y-z= & -18 \\\\\n2 x-y+2 z= & 0 .\n\\end{array}\n$$", `(x, y, z)=(-1,-1,2)`, 3},
		{"Consider the points $\\left(x_{1}, y_{1}\\right)=(-1,0),\\left(x_{2}, y_{2}\\right)=(0,3),\\left(x_{3}, y_{3}\\right)=(1,3),\\left(x_{4}, y_{4}\\right)=(2,5)$, $\\left(x_{5}, y_{5}\\right)=(3,9)$. Find the least squares line for these points.", `y=2+2 x`, 2},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%s: %s (%s), want confirmed", c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), LeastSqSlip)
		if len(got) != c.n {
			t.Fatalf("leastsq-slip mutants of %s: %v, want %d", c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s: confirmed (%s)", a, r.Note)
			}
		}
	}
}
