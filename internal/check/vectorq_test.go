package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorQuestion: issue 42, a projection or a reflection of vectors
// given by their components (linalg.CheckVectorQuestion).
func TestVectorQuestion(t *testing.T) {
	const (
		proj = `For $\bold{v} = \begin{pmatrix} 2 \\ 3 \\ -1 \end{pmatrix}$ and $\bold{w} = \begin{pmatrix} 2 \\ -1 \\ 0 \end{pmatrix}$, compute $\text{proj}_{\bold{w}} \bold{v}$.`
		dot  = `Find the projection of $\mathbf{a}$ onto $\mathbf{b} = \begin{pmatrix} 1 \\ -3 \end{pmatrix}$ if $\mathbf{a} \cdot \mathbf{b} = 2.$`
		refl = `Find the reflection of $\begin{pmatrix} -2 \\ 3 \end{pmatrix}$ over the vector $\begin{pmatrix} 2 \\ 1 \end{pmatrix}.$`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{proj, `\begin{pmatrix} 2/5 \\ -1/5 \\ 0 \end{pmatrix}`, record.Confirm},
		{proj, `\begin{pmatrix} 2 \\ -1 \\ 0 \end{pmatrix}`, record.Refute}, // not divided by w·w
		{strings.Replace(proj, `\text{proj}_{\bold{w}} \bold{v}`, `\text{proj}_{\bold{v}} \bold{w}`, 1), `\begin{pmatrix} 2/14 \\ 3/14 \\ -1/14 \end{pmatrix}`, record.Confirm},
		{dot, `\begin{pmatrix} 1/5 \\ -3/5 \end{pmatrix}`, record.Confirm},
		{dot, `\begin{pmatrix} 2 \\ -6 \end{pmatrix}`, record.Refute},
		{refl, `\begin{pmatrix} 6/5 \\ -17/5 \end{pmatrix}`, record.Confirm},
		{refl, `\begin{pmatrix} -2/5 \\ -1/5 \end{pmatrix}`, record.Refute}, // the projection itself
		{refl, `(6/5, -17/5)`, record.Undecided},                            // not a column
		// one other word; a vector whose dot product names another letter
		{strings.Replace(refl, "over the vector", "over the unit vector", 1), `\begin{pmatrix} 6/5 \\ -17/5 \end{pmatrix}`, record.Undecided},
		{strings.Replace(dot, `\mathbf{a} \cdot \mathbf{b} = 2`, `\mathbf{a} \cdot \mathbf{c} = 2`, 1), `\begin{pmatrix} 1/5 \\ -3/5 \end{pmatrix}`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
