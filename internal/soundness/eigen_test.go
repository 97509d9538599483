package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestEigenSlip (issue 42): an eigenvalue moved by 1 or a group left out
// is not confirmed.
func TestEigenSlip(t *testing.T) {
	problem := "Find the eigenvalues and eigenvectors of the matrix\n$$\n\\left[\\begin{array}{rrr}\n8 & 0 & 10 \\\\\n-6 & -3 & -6 \\\\\n-5 & 0 & -7\n\\end{array}\\right] \\text {. }\n$$\nOne eigenvalue is -3. Diagonalize if possible."
	answer := `The eigenvectors and eigenvalues are: $$\left\{\left[\begin{array}{l} 0 \\ 1 \\ 0 \end{array}\right]\right\} \text { for eigenvalue }-3, \quad\left\{\left[\begin{array}{c} -2 \\ 1 \\ 1 \end{array}\right]\right\} \text { for eigenvalue } 3, \quad\left\{\left[\begin{array}{c} -1 \\ 0 \\ 1 \end{array}\right]\right\} \text { for eigenvalue }-2$$`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.eigenSlips(problem, answer)
	if len(g.out) != 6 {
		t.Fatalf("eigen-slip mutants: %v, want 6", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
		}
	}
}
