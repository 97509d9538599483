package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSetMinusSlip (issue 42, Gaokao): {x | x ∈ P and x ∉ Q} is mutated
// to Q \ P, P ∩ Q and P ∪ Q (a one-element set is not reprinted: it
// does not read back as a set), and leg 1 refutes each.
func TestSetMinusSlip(t *testing.T) {
	problem := `Sets P and Q are defined as follows: $P=\{1,2\},Q=\{2,3\}$. If $M=\{x|x \in P\;and\;x \notin Q\}$, find $M$.`
	got := answers(generate(problem, `\{1\}`), SetMinusSlip)
	if len(got) < 1 {
		t.Fatalf("setminus-slip mutants: %v, want at least 1", got)
	}
	for _, a := range got {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", a, r.Verdict, r.Note)
		}
	}
}
