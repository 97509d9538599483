package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNamedMap: issue 42, the determinant, square or inverse of the matrix
// of a projection, reflection, rotation or dilation named in words
// (space.CheckNamedMap).
func TestNamedMap(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 1 \\\\ 5 \\end{pmatrix}.$  Find $\\det \\mathbf{R}.$", `-1`, record.Confirm},
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 1 \\\\ 5 \\end{pmatrix}.$  Find $\\det \\mathbf{R}.$", `1`, record.Refute},
		{"Let $\\mathbf{P}$ be the matrix for projecting onto the vector $\\begin{pmatrix} 4 \\\\ -7 \\end{pmatrix}.$  Find $\\det \\mathbf{P}.$", `0`, record.Confirm},
		{"Let $\\mathbf{R}$ be the matrix for rotating about the origin counter-clockwise by an angle of $58^\\circ.$  Find $\\det \\mathbf{R}.$", `1`, record.Confirm},
		{"Let $\\mathbf{D}$ be the $2 \\times 2$ matrix corresponding to the dilation, centered at the origin, with scale factor 7.  Find $\\det \\mathbf{D}.$", `49`, record.Confirm},
		{"Let $\\mathbf{D}$ be the $2 \\times 2$ matrix corresponding to the dilation, centered at the origin, with scale factor 7.  Find $\\det \\mathbf{D}.$", `7`, record.Refute},
		{"Let $\\mathbf{P}$ be the matrix for projecting onto the vector $\\begin{pmatrix} -3 \\\\ -2 \\end{pmatrix}.$  Find $\\mathbf{P}^{-1}.$\n\nIf the inverse does not exist, then enter the zero matrix.", `\begin{pmatrix} 0 & 0 \\ 0 & 0 \end{pmatrix}`, record.Confirm},
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 3 \\\\ 1 \\end{pmatrix}.$  Find $\\mathbf{R}^2.$", `\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}`, record.Confirm},
		{"Let $\\mathbf{R}$ be the matrix for reflecting over the vector $\\begin{pmatrix} 3 \\\\ 1 \\end{pmatrix}.$  Find $\\mathbf{R}^2.$", `\begin{pmatrix} 4/5 & 3/5 \\ 3/5 & -4/5 \end{pmatrix}`, record.Refute},
		{"Find the matrix that corresponds to rotating about the origin by an angle of $45^\\circ$ clockwise.", `\begin{pmatrix} 1/\sqrt{2} & 1/\sqrt{2} \\ -1/\sqrt{2} & 1/\sqrt{2} \end{pmatrix}`, record.Confirm},
		{"Find the matrix that corresponds to rotating about the origin by an angle of $45^\\circ$ clockwise.", `\begin{pmatrix} 1/\sqrt{2} & -1/\sqrt{2} \\ 1/\sqrt{2} & 1/\sqrt{2} \end{pmatrix}`, record.Refute},
		{"Find the matrix that corresponds to rotating about the origin by an angle of $120^\\circ$ counter-clockwise.", `\begin{pmatrix} -1/2 & -\sqrt{3}/2 \\ \sqrt{3}/2 & -1/2 \end{pmatrix}`, record.Confirm},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
