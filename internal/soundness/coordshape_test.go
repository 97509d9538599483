package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCoordShapeSlip (issue 42): every other option's letter is refuted.
// The generator sets aside answers written with \text (prose), so the
// family's mutants are checked here directly.
func TestCoordShapeSlip(t *testing.T) {
	problem := "For a positive constant $c,$ in cylindrical coordinates $(r,\\theta,z),$ find the shape described by the equation\n\\[r = c.\\](A) Line\n(B) Circle\n(C) Plane\n(D) Sphere\n(E) Cylinder\n(F) Cone\n\nEnter the letter of the correct option."
	if r := check.Check(context.Background(), problem, `\text{(E)}`, check.Options{Seed: 1}); r.Verdict != record.Confirm {
		t.Fatalf("%s (%s), want confirmed", r.Verdict, r.Note)
	}
	g := &gen{seen: map[string]bool{}}
	g.coordShapeSlips(problem, `\text{(E)}`)
	if len(g.out) != 5 {
		t.Fatalf("coord-shape-slip mutants: %v", g.out)
	}
	for _, m := range g.out {
		if r := check.Check(context.Background(), problem, m.Answer, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", m.Answer, r.Verdict, r.Note)
		}
	}
}
