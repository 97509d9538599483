package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAnglePairSlip (issue 42): a question on complementary or
// supplementary angles is mutated to the slips of the words, and leg 1
// refutes each.
func TestAnglePairSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the degree measure of the supplement of the complement of a 42-degree angle?`, `132`},
		{`Two complementary angles are in a ratio of $3:2$. What is the measure, in degrees, of the smaller angle?`, `36`},
		{`What is the measure of an angle, in degrees, if its supplement is six times its complement?`, `72`},
	} {
		got := answers(generate(c.problem, c.answer), AnglePairSlip)
		if len(got) == 0 {
			t.Fatalf("anglepair-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
