package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLinCombSlip (issue 42): "v = 2u₁ − u₂" with a coefficient moved by
// ±1 is not confirmed.
func TestLinCombSlip(t *testing.T) {
	problem := `Decide whether $\vec{v}=\left[\begin{array}{r}4 \\ 4 \\ -3\end{array}\right]$ is a linear combination of the vectors $\vec{u}_{1}=\left[\begin{array}{r}3 \\ 1 \\ -1\end{array}\right]$ and $\vec{u}_{2}=\left[\begin{array}{r}2 \\ -2 \\ 1\end{array}\right]$.`
	answer := `\left[\begin{array}{r} 4 \\ 4 \\ -3 \end{array}\right]=2\left[\begin{array}{r} 3 \\ 1 \\ -1 \end{array}\right]-\left[\begin{array}{r} 2 \\ -2 \\ 1 \end{array}\right]`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	got := answers(generate(problem, answer), LinCombSlip)
	if len(got) != 4 {
		t.Fatalf("lincomb-slip mutants: %v, want 4", got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", a, r.Note)
		}
	}
}
