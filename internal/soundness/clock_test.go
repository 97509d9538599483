package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestClockSlip (issue 42): a clock question's answer is mutated to the
// slips of the computation, and leg 1 refutes each; another statement
// gives no mutant.
func TestClockSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`How many degrees are in the acute angle formed by the hands of a clock at 3:30?`, `75`},
		{`What is the number of degrees in the acute angle formed by the hands of a clock at 6:44?`, `62`},
		{`At 11:00 a.m. how many degrees are in the smaller angle formed by the minute hand and the hour hand of the clock?`, `30`},
	} {
		got := answers(generate(c.problem, c.answer), ClockSlip)
		if len(got) == 0 {
			t.Fatalf("clock-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`How many degrees does the hour hand move between 3:30 and 4:10?`, `20`), ClockSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
