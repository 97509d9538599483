package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDetSlip: a determinant's answer r is mutated to -r (where no earlier
// type gave it) and, where one determinant k is given, to k²/r (the ratio
// inverted); leg 1 refutes each.
func TestDetSlip(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            []string
	}{
		{`If $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = 4,$ then find \[\begin{vmatrix} a & 7a + 3b \\ c & 7c  +3d \end{vmatrix}.\]`, `12`, []string{`\frac{4}{3}`}},
		{`If $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = -8,$ then find \[\begin{vmatrix} b & a \\ d & c \end{vmatrix}.\]`, `8`, nil},                                                                                         // k² = r²: no inverted ratio (-8 is a sign-flip)
		{`Evaluate \[\begin{vmatrix} \cos \alpha \cos \beta & \cos \alpha \sin \beta & -\sin \alpha \\ -\sin \beta & \cos \beta & 0 \\ \sin \alpha \cos \beta & \sin \alpha \sin \beta & \cos \alpha \end{vmatrix}.\]`, `1`, nil}, // -1 is a sign-flip
		{`Evaluate \[\begin{vmatrix} 0 & b - a & c - a \\ a - b & 0 & c - b \\ a - c & b - c & 0 \end{vmatrix}.\]`, `0`, nil},
		{`If $\det \mathbf{M} = -2,$ then find $ \det (\mathbf{M}^4).$`, `16`, []string{"-8"}},
		{`If $\mathbf{A}$ is a $2 \times 2$ matrix such that $\det \mathbf{A} = 2,$ then find $\det (\mathbf{-3A}).$`, `18`, []string{"-6"}},
		{`If $\det \mathbf{A} = 4$ and $\det \mathbf{B} = -5,$ then find $\det (\mathbf{A} \mathbf{B}).$`, `-20`, nil}, // a product has no power to slip
		{`Compute $5+6$.`, `11`, nil},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), DetSlip)
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
