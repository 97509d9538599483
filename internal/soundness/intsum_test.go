package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntSumSlip (issue 42): the sum of the integers of a kind in a range
// is mutated (A + m, A − 2m, 2A), and leg 1 refutes each; another
// statement gives no mutant.
func TestIntSumSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the sum of all of the multiples of 3 between 100 and 200?`, `4950`},
		{`What is the sum of the odd integers from 11 through 39, inclusive?`, `375`},
		{`What is the sum of the first ten positive multiples of $13$?`, `715`},
		{`What is the sum of all the integers between -12.1 and 3.3?`, `-72`},
	} {
		got := answers(generate(c.problem, c.answer), IntSumSlip)
		if len(got) == 0 {
			t.Fatalf("intsum-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is the sum of the primes between 10 and 20?`, `60`), IntSumSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
