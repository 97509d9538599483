package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorInverse: the image of w under a map known by one pair is
// mutated to its image under the map applied the wrong way round; leg 1
// refutes each mutant.
func TestVectorInverse(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            []string
	}{
		{`A rotation centered at the origin takes $\begin{pmatrix} 13 \\ 0 \end{pmatrix}$ to $\begin{pmatrix} 5 \\ -12 \end{pmatrix}.$  Which vector does the rotation take $\begin{pmatrix} 0 \\ 1 \end{pmatrix}$ to?`,
			`\begin{pmatrix} 12/13 \\ 5/13 \end{pmatrix}`, []string{`\begin{pmatrix} -\frac{12}{13} \\ \frac{5}{13} \end{pmatrix}`}},
		{`A dilation centered at the origin takes $\begin{pmatrix} 4 \\ 7 \end{pmatrix}$ to $\begin{pmatrix} -12 \\ -21 \end{pmatrix}.$  Which vector does the dilation take $\begin{pmatrix} -2 \\ 5 \end{pmatrix}$ to?`,
			`\begin{pmatrix} 6 \\ -15 \end{pmatrix}`, []string{`\begin{pmatrix} \frac{2}{3} \\ -\frac{5}{3} \end{pmatrix}`}},
		{`A reflection takes $\begin{pmatrix} -1 \\ 7 \end{pmatrix}$ to $\begin{pmatrix} 5 \\ -5 \end{pmatrix}.$  Which vector does the reflection take $\begin{pmatrix} -4 \\ 3 \end{pmatrix}$ to?`,
			`\begin{pmatrix} 0 \\ -5 \end{pmatrix}`, []string{`\begin{pmatrix} -4 \\ 8 \end{pmatrix}`}},
		{`Compute $\begin{pmatrix} 1 \\ 2 \end{pmatrix}$.`, `\begin{pmatrix} 1 \\ 2 \end{pmatrix}`, nil},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), VectorInverse)
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
