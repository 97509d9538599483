package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSystemCountMutants (issue 42): the number of solutions of a system
// (statement/syscount) is mutated by the generic count slips; leg 1
// confirms none of them.
func TestSystemCountMutants(t *testing.T) {
	p := `How many solutions does the system of equations $\begin{cases} y=4x+1 \\ y=4x+3 \end{cases}$ have?`
	got := answers(generate(p, `0`), "")
	if len(got) == 0 {
		t.Fatal("no mutants of 0")
	}
	for _, a := range got {
		if r := check.Check(context.Background(), p, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
			t.Errorf("mutant %s: %s (%s), want not confirmed", a, r.Verdict, r.Note)
		}
	}
}
