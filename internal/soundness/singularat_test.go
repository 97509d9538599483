package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSingularAtSlip (issue 42): another claim or another root is not
// confirmed.
func TestSingularAtSlip(t *testing.T) {
	problem := "Consider the matrix\n$$\nA=\\left[\\begin{array}{rrr}\n1 & t & t^{2} \\\\\n0 & 1 & 2 t \\\\\nt & 0 & 2\n\\end{array}\\right]\n$$\nDoes there exist a value of t for which this matrix fails to be invertible? Explain."
	answer := `$\operatorname{det}(A)=t^{3}+2$, and so $A$ has no inverse when $t=-\sqrt[3]{2}$.`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.singularAtSlips(problem, answer)
	if len(g.out) != 10 {
		t.Fatalf("singularat-slip mutants: %v, want 10", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
		}
	}
	// The other three claims' rows, as the harness passes their answers.
	mat := func(m string) string {
		return "Consider the matrix\n$$\nA=\\left[\\begin{array}{ccc}\n" + m + "\n\\end{array}\\right]\n$$\nDoes there exist a value of t for which this matrix fails to have an inverse? Explain."
	}
	for _, c := range [][2]string{
		{mat(`1 & 0 & 0 \\ 0 & \cos t & -\sin t \\ 0 & \sin t & \cos t`), `\text{No. It has a nonzero determinant for all }t`},
		{mat(`e^{t} & \cosh t & \sinh t \\ e^{t} & \sinh t & \cosh t \\ e^{t} & \cosh t & \sinh t`), `\operatorname{det} A=0 \text{ and so this matrix fails to have a nonzero determinant at any value of }t`},
		{mat(`e^{t} & e^{-t} \cos t & e^{-t} \sin t \\ e^{t} & -e^{-t} \cos t-e^{-t} \sin t & -e^{-t} \sin t+e^{-t} \cos t \\ e^{t} & 2 e^{-t} \sin t & -2 e^{-t} \cos t`), `\operatorname{det} A=5 e^{-t} \neq 0 \text{ and so this matrix is always invertible.}`},
	} {
		if r := check.Check(context.Background(), c[0], c[1], check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%s: %s (%s), want confirmed", c[1], r.Verdict, r.Note)
		}
		g := &gen{seen: map[string]bool{}}
		g.singularAtSlips(c[0], c[1])
		if len(g.out) != 4 {
			t.Errorf("singularat-slip mutants of %s: %v, want 4", c[1], g.out)
		}
		for _, m := range g.out {
			if r := check.Check(context.Background(), c[0], m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
			}
		}
	}
}
