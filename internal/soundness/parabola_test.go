package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestParabolaSlip (issue 42): the focus and the directrix of a parabola
// are mutated to the vertex, the other side of the vertex and the other
// coordinate, and leg 1 refutes each.
func TestParabolaSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Find the focus of the parabola $y = -3x^2 - 6x.$", `\left( -1, \frac{35}{12} \right)`},
		{"Find the focus of the parabola $x = -\\frac{1}{12} y^2.$", `(-3,0)`},
		{"Find the equation of the directrix of the parabola $y = -2x^2 + 4x - 8.$", `y = -\frac{47}{8}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), ParabolaSlip)
		if len(got) < 3 {
			t.Fatalf("parabola-slip mutants of %s: %v, want at least 3", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s of %q: confirmed (%s)", a, c.problem, r.Note)
			}
		}
	}
}
