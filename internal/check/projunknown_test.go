package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProjUnknown: issue 42, an entry of V from proj_U V = k U
// (space.CheckProjUnknown).
func TestProjUnknown(t *testing.T) {
	const q1 = "The projection of $\\begin{pmatrix} 2 \\\\ y \\\\ -5 \\end{pmatrix}$ onto $\\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}$ is\n\\[\\frac{5}{6} \\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}.\\]Find $y.$"
	const q2 = "The projection of $\\begin{pmatrix} -8 \\\\ b \\end{pmatrix}$ onto $\\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}$ is\n\\[-\\frac{13}{5} \\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}.\\]Find $b.$"
	const q3 = "The projection of $\\begin{pmatrix} b \\\\ -8 \\end{pmatrix}$ onto $\\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix}$ is\n\\[-8 \\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix}.\\]Find $b.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q1, `-4`, record.Confirm},
		{q1, `4`, record.Refute},
		{q2, `3`, record.Confirm},
		{q2, `-3`, record.Refute},
		{q3, `3`, record.Undecided}, // every b fits
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
