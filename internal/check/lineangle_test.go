package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLineAngle: issue 42, the angle between two vectors or two meeting
// lines given by columns (space.CheckLineAngle).
func TestLineAngle(t *testing.T) {
	const vec = "If $\\theta$ is the angle between the vectors $\\begin{pmatrix} 3 \\\\ -4 \\end{pmatrix}$ and $\\begin{pmatrix} 12 \\\\ 5 \\end{pmatrix}$, then find $\\cos \\theta$."
	const lines = "The lines defined by\n\\[\\begin{pmatrix} 1 \\\\ -3 \\\\ -1 \\end{pmatrix} + t \\begin{pmatrix} 2 \\\\ 1 \\\\ 1 \\end{pmatrix}\\]and\n\\[\\begin{pmatrix} -3 \\\\ 2 \\\\ -10 \\end{pmatrix} + u \\begin{pmatrix} 1 \\\\ -1 \\\\ 2 \\end{pmatrix}\\]intersect at $P.$  Find the acute angle formed by the two lines at $P,$ in degrees."
	const param = "One line is parameterized by\n\\[\\begin{pmatrix} 2 - 3t \\\\ -5 - 2t \\\\ 1 - 6t \\end{pmatrix}.\\]Another line is parameterized by\n\\[\\begin{pmatrix} -\\frac{3}{2} + s \\\\ 2s \\\\ -6 + 2s \\end{pmatrix}.\\]The two lines intersect at $P.$  If $\\theta$ is the acute angle formed by the two lines at $P,$ then find $\\cos \\theta.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{vec, `\frac{16}{65}`, record.Confirm},
		{vec, `-\frac{16}{65}`, record.Refute},
		{lines, `60^\circ`, record.Confirm},
		{lines, `120^\circ`, record.Refute}, // not the acute one
		{param, `\frac{19}{21}`, record.Confirm},
		{param, `-\frac{19}{21}`, record.Refute},
		// Skew lines are not said to meet in vain; a letter in a column.
		{"The lines defined by\n\\[\\begin{pmatrix} 1 \\\\ -3 \\\\ -1 \\end{pmatrix} + t \\begin{pmatrix} 2 \\\\ 1 \\\\ 1 \\end{pmatrix}\\]and\n\\[\\begin{pmatrix} -3 \\\\ 2 \\\\ -9 \\end{pmatrix} + u \\begin{pmatrix} 1 \\\\ -1 \\\\ 2 \\end{pmatrix}\\]intersect at $P.$  Find the acute angle formed by the two lines at $P,$ in degrees.", `60^\circ`, record.Undecided},
		{"If $\\theta$ is the angle between the vectors $\\begin{pmatrix} k \\\\ -4 \\end{pmatrix}$ and $\\begin{pmatrix} 12 \\\\ 5 \\end{pmatrix}$, then find $\\cos \\theta$.", `\frac{16}{65}`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
