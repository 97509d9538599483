package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSpaceSlip (issue 42): the answers on points and planes of space are
// mutated (a coordinate ± 1 or its sign flipped; a number + 1, doubled,
// squared), and leg 1 refutes the family's own and confirms no mutant.
func TestSpaceSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Find the reflection of the point $(11,16,22)$ across the plane $3x + 4y + 5z = 7.$`, `(-13,-16,-18)`},
		{`Find the distance from the point $(1,-1,2)$ to the line passing through $(-2,2,1)$ and $(-1,-1,3).$`, `\sqrt{5}`},
		{`Find the distance from the point $(2,1,0)$ to the plane $2x + y + 2z + 5 = 0.$`, `\frac{10}{3}`},
		{`Find the point where the line passing through $(3,4,1)$ and $(5,1,6)$ intersects the $xy$-plane.`, `\left( \frac{13}{5}, \frac{23}{5}, 0 \right)`}, // a 0 is not negated
		{"Let $A = (-4,0,6),$ $B = (-5,-1,2),$ and $C = (-6,-1,3).$  Compute $\\angle ABC,$ in degrees.", `60^\circ`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if own := answers(gen, SpaceSlip); len(own) < 2 {
			t.Fatalf("space-slip mutants of %s: %v", c.answer, own)
		}
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == SpaceSlip && r.Verdict != record.Refute {
				t.Errorf("mutant %s (%s) of %q: %s (%s)", m.Answer, m.Type, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
