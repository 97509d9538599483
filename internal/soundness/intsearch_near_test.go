package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSearchNearSlip (issue 42, OlympiadBench): the answer of a search with a
// binomial coefficient or two equal divisor counts is mutated to its
// neighbours, and leg 1 confirms none of them.
func TestSearchNearSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`$\quad$ Compute the greatest integer $k \leq 1000$ such that $\left(\begin{array}{c}1000 \\ k\end{array}\right)$ is a multiple of 7 .`, "979"},
		{`What is the smallest positive integer $n$ such that $4 n$ and $6 n$ have the same number of positive divisors?`, "3"},
	} {
		gen := generate(c.problem, c.answer)
		// The neighbours ± 1 may come first from the generic slips (one
		// answer is emitted once); the family adds those that are new.
		all := answers(gen, "")
		if len(all) < 4 {
			t.Fatalf("mutants of %s: %v, want at least 4", c.answer, all)
		}
		for _, a := range all {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
