package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCoordShape: issue 42, the shape of r = c, z = c (cylindrical) or
// ρ = c (spherical) as an option's letter (space.CheckCoordShape).
func TestCoordShape(t *testing.T) {
	q := func(pos, sys, eq string) string {
		return "For a " + pos + "constant $c,$ in " + sys + " find the shape described by the equation\n\\[" + eq + " = c.\\](A) Line\n(B) Circle\n(C) Plane\n(D) Sphere\n(E) Cylinder\n(F) Cone\n\nEnter the letter of the correct option."
	}
	cyl, sph := "cylindrical coordinates $(r,\\theta,z),$", "spherical coordinates $(\\rho,\\theta,\\phi),$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q("positive ", cyl, "r"), `\text{(E)}`, record.Confirm},
		{q("positive ", cyl, "r"), `\text{(B)}`, record.Refute},
		{q("", cyl, "z"), `\text{(C)}`, record.Confirm},
		{q("positive ", sph, "\\rho"), `\text{(D)}`, record.Confirm},
		{q("positive ", sph, "\\rho"), `\text{(F)}`, record.Refute},
		{q("", cyl, "r"), `\text{(E)}`, record.Undecided},       // c not stated positive
		{q("", sph, "\\phi"), `\text{(F)}`, record.Undecided},   // one nappe, or a plane at π/2
		{q("", sph, "\\theta"), `\text{(C)}`, record.Undecided}, // a half-plane
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
