package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolygonSlip (issue 42): a polygon question's answer is mutated to
// the slips of its formulas, and leg 1 refutes each; another statement
// gives no mutant.
func TestPolygonSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`How many diagonals does a convex polygon with 23 sides have?`, `230`},
		{`What is the degree measure of an interior angle of a regular pentagon?`, `108`},
		{`A regular polygon has interior angles of 162 degrees. How many sides does the polygon have?`, `20`},
		{`A regular polygon has exterior angles each measuring 15 degrees. How many sides does the polygon have?`, `24`},
	} {
		got := answers(generate(c.problem, c.answer), PolygonSlip)
		if len(got) == 0 {
			t.Fatalf("polygon-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`How many diagonals does a convex polygon with $n$ sides have?`, `\frac{n(n-3)}{2}`), PolygonSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
