package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorAngle: issue 42, the angle between two vectors in degrees and
// the entry that makes them orthogonal (linalg.CheckVectorAngle).
func TestVectorAngle(t *testing.T) {
	const (
		angle = "Find the angle between the vectors $\\begin{pmatrix} 2 \\\\ -1 \\\\ 1 \\end{pmatrix}$ and $\\begin{pmatrix} -1 \\\\ 1 \\\\ 0 \\end{pmatrix},$ in degrees."
		head  = "Find the angle, in degrees, between the vectors $\\begin{pmatrix} 2 \\\\ 5 \\end{pmatrix}$ and $\\begin{pmatrix} -3 \\\\ 7 \\end{pmatrix}.$"
		ortho = "Find $y$ so that the vectors $\\begin{pmatrix} 1 \\\\ -3 \\\\ -4 \\end{pmatrix}$ and $\\begin{pmatrix} -2 \\\\ y \\\\ -1 \\end{pmatrix}$ are orthogonal."
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{angle, `150^\circ`, record.Confirm},
		{angle, `30^\circ`, record.Refute}, // the sign of cos differs
		{angle, `120^\circ`, record.Refute},
		{angle, `151^\circ`, record.Undecided}, // not in the table
		{angle, `\frac{5\pi}{6}`, record.Undecided},
		{head, `45^\circ`, record.Confirm},
		{head, `135^\circ`, record.Refute},
		{ortho, `\frac{2}{3}`, record.Confirm},
		{ortho, `-\frac{2}{3}`, record.Refute},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	for _, q := range []string{
		strings.Replace(angle, ",$ in degrees.", ".$", 1),                  // the unit not asked
		strings.Replace(angle, "-1 \\\\ 1 \\\\ 0", "-1 \\\\ b \\\\ 0", 1),  // a letter
		strings.Replace(ortho, "orthogonal", "parallel", 1),                // another relation
		strings.Replace(ortho, "-2 \\\\ y \\\\ -1", "-2 \\\\ y \\\\ y", 1), // the letter twice
	} {
		if got := Check(context.Background(), q, `150^\circ`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict == record.Confirm {
			t.Errorf("%q: confirmed (%s)", q, got.Note)
		}
	}
}
