package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestValueEqSlip (issue 42): the value of an equation's variable named in
// the prose is mutated to its neighbours, its opposite and its double, and
// leg 1 refutes each; a statement of another shape gives no mutant.
func TestValueEqSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the value of $x$ in the equation $6^{x+1}-6^{x}=1080$?`, `3`},
		{`What is the value of $x$ in the equation $5x - 3x + 4(1-4x) = 32$?`, `-2`},
		{`For what value of $x$ is the following equation true: $6500 + x - 4500 = 3400 + 2000$?`, `3400`},
		{`What is the value of $y$ in the equation $\frac{30}{50}=\sqrt{\frac{y}{50}}$?`, `18`},
	} {
		got := answers(generate(c.problem, c.answer), ValueEqSlip)
		if len(got) == 0 {
			t.Fatalf("value-equation-slip mutants of %s: none (the others' slips may give the same answers first)", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is the value of $x$ in the equation $x^2=4$ if $x$ is positive?`, `2`), ValueEqSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
