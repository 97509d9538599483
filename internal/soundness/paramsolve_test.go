package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestParamSolveSlip (issue 42): the nearest integer to a solution and a
// real parameter of a complex equation are mutated to their neighbours
// (and the parameter to its opposite), and leg 1 refutes each.
func TestParamSolveSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{"If $4n+1=250$, what is the nearest integer to the value of n?", "62", 1},
		{`Given complex number $(a+i)(1-ai)=2,\;a \in \mathbb{R}$, find $a$.`, "1", 1},
	} {
		got := answers(generate(c.problem, c.answer), ParamSolveSlip)
		if len(got) < c.n {
			t.Fatalf("paramsolve-slip mutants of %s: %v, want at least %d", c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
