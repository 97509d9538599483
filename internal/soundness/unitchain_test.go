package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnitChainSlip (issue 42): a made-up unit conversion's answer is
// mutated to the chain taken the wrong way round, and leg 1 refutes each.
func TestUnitChainSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`If 4 daps = 7 yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?`, `40`},
		{`If 7 knicks = 2 knacks and 3 knacks = 4 knocks, how many knicks are equal to 24 knocks?`, `63`},
		{`If 2 cats are as cool as 5 alpacas and 3 pandas are as cool as 7 cats, how many pandas are as cool as 70 alpacas?`, `12`},
	} {
		got := answers(generate(c.problem, c.answer), UnitChainSlip)
		if len(got) == 0 {
			t.Fatalf("unitchain-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
