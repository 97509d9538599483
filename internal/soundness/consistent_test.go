package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConsistentSlip (issue 42): a solution set written as assignments,
// one assignment moved by 1, is not confirmed.
func TestConsistentSlip(t *testing.T) {
	problem := "Determine if the system is consistent. If so, is the solution unique?\n$$\n\\begin{gathered}\nx+2 y+z-w=2 \\\\\nx-y+z+w=0 \\\\\n2 x+y-z=1 \\\\\n4 x+2 y+z=3\n\\end{gathered}\n$$"
	answer := `Solution is: $\left[w=\frac{3}{2} y-1, x=\frac{2}{3}-\frac{1}{2} y, z=\frac{1}{3}\right]$`
	if r := check.Check(context.Background(), problem, answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s: %s (%s), want confirmed", answer, r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.consistentSlips(problem, answer)
	if len(g.out) != 3 {
		t.Fatalf("consistent-slip mutants: %v, want 3", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: confirmed (%s)", m.Answer, r.Note)
		}
	}
}
