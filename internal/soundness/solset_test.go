package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSolSetSlip (issue 42): a general solution of A·x = 0 shifted off the
// null space or with a direction dropped is not confirmed.
func TestSolSetSlip(t *testing.T) {
	problem := "Write the solution set of the following system as a linear combination of vectors\n$$\n\\left[\\begin{array}{llll}\n1 & 1 & 0 & 1 \\\\\n2 & 1 & 1 & 2 \\\\\n1 & 0 & 1 & 1 \\\\\n0 & 0 & 0 & 0\n\\end{array}\\right]\\left[\\begin{array}{l}\nx \\\\\ny \\\\\nz \\\\\nw\n\\end{array}\\right]=\\left[\\begin{array}{l}\n0 \\\\\n0 \\\\\n0 \\\\\n0\n\\end{array}\\right]\n$$"
	answer := `\begin{pmatrix} -s-t \\ s \\ s \\ t \end{pmatrix}`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	got := answers(generate(problem, answer), SolSetSlip)
	if len(got) < 4 {
		t.Fatalf("solset-slip mutants of %s: %v, want at least 4", answer, got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", a, r.Note)
		}
	}
}
