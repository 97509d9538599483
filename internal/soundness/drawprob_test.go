package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDrawProbSlip (issue 42): a draw's probability is mutated to its
// complement and to a miscount of the outcomes; leg 1 refutes each.
func TestDrawProbSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		n               int
	}{
		{`In a group of 8 children, 2 have freckles and 6 do not have freckles. If one of the 8 children is selected at random, what is the probability of selecting a child who has freckles?`, `0.25`, 2},
		{`There are 6 topics to choose from in an essay competition. Each contestant chooses 1 topic. If there are 2 contestants, what is the probability that the topics they choose are different?`, `\frac{5}{6}`, 1},
		{`A team of 2 students is to be chosen from  4 candidates. Among the 4 candidates, there are 2 juniors and 2 seniors. What is the probability that the 2 selected students are in different grades?`, `\frac{2}{3}`, 1},
	} {
		got := answers(generate(c.problem, c.answer), DrawProbSlip)
		if len(got) < c.n {
			t.Fatalf("%s mutants of %s: %v, want %d", DrawProbSlip, c.answer, got, c.n)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
