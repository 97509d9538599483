package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVecExprSlip (issue 42): a quantity of vectors given by coordinates
// is mutated to its opposite, its double and it plus or minus one, and
// leg 1 refutes each.
func TestVecExprSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{`Vectors $\vec{a},\vec{b}$ are $\vec{a}=(3,1),\vec{b}=(2,2)$. Find $\cos \langle \vec{a}+\vec{b},\vec{a}-\vec{b} \rangle$`, `\frac{\sqrt{17}}{17}`, 3},
		{`Vectors $\vec{a},\vec{b}$ satisfy $\vec{a}+\vec{b} = (2,3), \vec{a}-\vec{b}=(-2,1)$. Find $\lvert\vec{a}\rvert^{2} - \lvert\vec{b}\rvert^{2}$.`, `-1`, 3},
	} {
		got := answers(generate(c.problem, c.answer), VecExprSlip)
		if len(got) < c.n {
			t.Fatalf("%s mutants of %s: %v, want %d", VecExprSlip, c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
