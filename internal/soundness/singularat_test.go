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
}
