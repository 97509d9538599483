package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLeastSquares (issue 42, CollegeMath): the least-squares solution of
// equations, of a matrix form, and the least-squares line or parabola of
// points, from the normal equations; another value, a singular AᵀA or
// another wording is undecided.
func TestLeastSquares(t *testing.T) {
	gathered := "Find the least squares solution to the following system.\n$$\n\\begin{gathered}\nx+2 y=1 \\\\\n2 x+3 y=2 \\\\\n3 x+5 y=4\n\\end{gathered}\n$$"
	matrix := "Find the least squares approximation for the system of equations\n$$\n\\left[\\begin{array}{rrr}\n-1 & 2 & 1 \\\\\n-1 & 0 & -1 \\\\\n2 & 0 & 2 \\\\\n0 & 0 & 2 \\\\\n1 & 2 & 2\n\\end{array}\\right]\\left[\\begin{array}{l}\nx \\\\\ny \\\\\nz\n\\end{array}\\right]=\\left[\\begin{array}{r}\n1 \\\\\n1 \\\\\n3 \\\\\n-2 \\\\\n4\n\\end{array}\\right]\n$$"
	parabola := "Consider the points $\\left(x_{1}, y_{1}\\right)=(-1,4),\\left(x_{2}, y_{2}\\right)=(0,-2),\\left(x_{3}, y_{3}\\right)=(1,4),\\left(x_{4}, y_{4}\\right)=$ $(2,2)$. Find the least squares parabola for these points."
	singular := "Find the least squares solution to the following system.\n$$\n\\begin{gathered}\nx+2 y=1 \\\\\n2 x+4 y=2 \\\\\n3 x+6 y=4\n\\end{gathered}\n$$"
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{gathered, `Solution is: $\left[\begin{array}{c}\frac{2}{3} \\ \frac{1}{3}\end{array}\right]$`, record.Confirm, "(2/3, 1/3)"},
		{gathered, `Solution is: $\left[\begin{array}{c}\frac{1}{3} \\ \frac{2}{3}\end{array}\right]$`, record.Undecided, "not trusted"},
		{matrix, `$(x, y, z)=(2,2,-1)$.`, record.Confirm, "(2, 2, -1)"},
		{matrix, `$(x, z, y)=(2,-1,2)$.`, record.Undecided, ""},
		{matrix, `$(x, y, z)=(2,2,1)$.`, record.Undecided, ""},
		{parabola, `$y=1-x+x^{2}$.`, record.Confirm, "(1, -1, 1)"},
		{parabola, `$y=1-x+x^{3}$.`, record.Undecided, ""},
		{singular, `Solution is: $\left[\begin{array}{c}1 \\ 0\end{array}\right]$`, record.Undecided, "singular"},
		// Near misses: another curve, another wording.
		{strings.Replace(parabola, "parabola", "cubic", 1), `$y=1-x+x^{2}$.`, record.Undecided, ""},
		{strings.Replace(gathered, "least squares solution", "least squares solutions", 1), `Solution is: $\left[\begin{array}{c}\frac{2}{3} \\ \frac{1}{3}\end{array}\right]$`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
