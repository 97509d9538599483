package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSqrtMatrixSlip (issue 42): a square root with an entry moved by ±1
// is not confirmed.
func TestSqrtMatrixSlip(t *testing.T) {
	problem := `Let $A=\left[\begin{array}{rr}-5 & -6 \\ 9 & 10\end{array}\right]$. Find a square root of $A$, i.e., find a matrix $B$ such that $B^{2}=A$.`
	answer := `$B=\left[\begin{array}{rr}-1 & -2 \\ 3 & 4\end{array}\right]$.`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.sqrtMatrixSlips(problem, answer)
	if len(g.out) != 8 {
		t.Fatalf("sqrt-matrix-slip mutants: %v, want 8", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
		}
	}
}

// TestPowerHintSlip (issue 42): A⁴ with an entry moved by ±1 is not
// confirmed.
func TestPowerHintSlip(t *testing.T) {
	problem := "Compute $A^{4}$, where\n$$\nA=\\left[\\begin{array}{ll}\n1 & -3 \\\\\n2 & -5\n\\end{array}\\right]\n$$\nHint: you can save some work by calculating $A^{2}$ times $A^{2}$."
	answer := `$\left[\begin{array}{rr}-71 & 168 \\ -112 & 265\end{array}\right]$`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.powerHintSlips(problem, answer)
	if len(g.out) != 8 {
		t.Fatalf("power-hint-slip mutants: %v, want 8", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
		}
	}
}
