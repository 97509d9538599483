package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorMap: issue 42, a rotation, dilation, reflection or projection
// known by one vector and its image (linalg.CheckVectorMap).
func TestVectorMap(t *testing.T) {
	const (
		rot  = `A rotation centered at the origin takes $\begin{pmatrix} -4 \\ 7 \end{pmatrix}$ to $\begin{pmatrix} 1 \\ 8 \end{pmatrix}.$  Which vector does the rotation take $\begin{pmatrix} -1 \\ 3 \end{pmatrix}$ to?`
		dil  = `A dilation centered at the origin takes $\begin{pmatrix} 4 \\ 7 \end{pmatrix}$ to $\begin{pmatrix} -12 \\ -21 \end{pmatrix}.$  Which vector does the dilation take $\begin{pmatrix} -2 \\ 5 \end{pmatrix}$ to?`
		refl = `A reflection takes $\begin{pmatrix} 5 \\ 0 \end{pmatrix}$ to $\begin{pmatrix} 4 \\ 3 \end{pmatrix}.$  Which vector does the reflection take $\begin{pmatrix} -2 \\ 3 \end{pmatrix}$ to?`
		proj = `A projection takes $\begin{pmatrix} 1 \\ -2 \end{pmatrix}$ to $\begin{pmatrix} \frac{3}{2} \\ -\frac{3}{2} \end{pmatrix}.$  Which vector does the projection take $\begin{pmatrix} -4 \\ 1 \end{pmatrix}$ to?`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{rot, `\begin{pmatrix} 1 \\ 3 \end{pmatrix}`, record.Confirm},
		{rot, `\begin{pmatrix} 3 \\ 1 \end{pmatrix}`, record.Refute},
		{dil, `\begin{pmatrix} 6 \\ -15 \end{pmatrix}`, record.Confirm},
		{dil, `\begin{pmatrix} 2/3 \\ -5/3 \end{pmatrix}`, record.Refute},
		{refl, `\begin{pmatrix} 1/5 \\ -18/5 \end{pmatrix}`, record.Confirm},
		{refl, `\begin{pmatrix} -1/5 \\ 18/5 \end{pmatrix}`, record.Refute},
		{proj, `\begin{pmatrix} -5/2 \\ 5/2 \end{pmatrix}`, record.Confirm},
		{proj, `\begin{pmatrix} 5/2 \\ 5/2 \end{pmatrix}`, record.Refute},
		{rot, `(1, 3)`, record.Undecided}, // not a column
		// no rotation about the origin takes (-4, 7) to (1, 9): lengths differ
		{strings.Replace(rot, "1 \\\\ 8", "1 \\\\ 9", 1), `\begin{pmatrix} 1 \\ 3 \end{pmatrix}`, record.Undecided},
		// no projection onto a line through the origin: (u - v)·v ≠ 0
		{strings.Replace(proj, `-\frac{3}{2} \end`, `-\frac{5}{2} \end`, 1), `\begin{pmatrix} -5/2 \\ 5/2 \end{pmatrix}`, record.Undecided},
		// one other word
		{strings.Replace(rot, "A rotation", "A certain rotation", 1), `\begin{pmatrix} 1 \\ 3 \end{pmatrix}`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
