package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestProjSlip: a projection is mutated to the one not divided by w·w, a
// reflection to the projection itself; leg 1 refutes each mutant.
func TestProjSlip(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            []string
	}{
		{`For $\bold{v} = \begin{pmatrix} 2 \\ 3 \\ -1 \end{pmatrix}$ and $\bold{w} = \begin{pmatrix} 2 \\ -1 \\ 0 \end{pmatrix}$, compute $\text{proj}_{\bold{w}} \bold{v}$.`,
			`\begin{pmatrix} 2/5 \\ -1/5 \\ 0 \end{pmatrix}`, []string{`\begin{pmatrix} 2 \\ -1 \\ 0 \end{pmatrix}`}},
		{`Find the reflection of $\begin{pmatrix} -2 \\ 3 \end{pmatrix}$ over the vector $\begin{pmatrix} 2 \\ 1 \end{pmatrix}.$`,
			`\begin{pmatrix} 6/5 \\ -17/5 \end{pmatrix}`, []string{`\begin{pmatrix} -\frac{2}{5} \\ -\frac{1}{5} \end{pmatrix}`}},
		{`Compute $\begin{pmatrix} 1 \\ 2 \end{pmatrix}$.`, `\begin{pmatrix} 1 \\ 2 \end{pmatrix}`, nil},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), ProjSlip)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q / %s: got %q, want %q", c.problem, c.answer, got, c.want)
		}
		for _, m := range got {
			if r := check.Check(context.Background(), c.problem, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("%q / mutant %s: leg 1 says %s (%s), want refute", c.problem, m, r.Verdict, r.Note)
			}
		}
	}
}
