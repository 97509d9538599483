package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBaseDigitsSlip (issue 42): the answers of digit questions in a base
// are mutated to v ± 1 (int-step makes them first) or to a numeral with
// another last digit, and leg 1 confirms none of the mutants.
func TestBaseDigitsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the sum of the digits of the base $7$ representation of $777_{10}$?`, "9"},
		{`What is the base-10 integer 515 when expressed in base 6?`, "2215_6"},
		{`Find the units digit of the following within the indicated number base: $413_6 - 215_6$`, "4"},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(answers(gen, "")) == 0 || (c.answer == "2215_6" && len(answers(gen, BaseDigitsSlip)) == 0) {
			t.Errorf("no mutant of %s: %v", c.answer, answers(gen, ""))
		}
		for _, a := range answers(gen, "") {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
