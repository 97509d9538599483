package forms

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
)

// TestSignAt: the sign of a polynomial at an irrational root, by
// bisecting the isolating interval.
func TestSignAt(t *testing.T) {
	p := algebra.IntPoly(-2, 0, 1) // roots ∓√2
	roots := algebra.RealRoots(p)
	neg, pos := algebra.AlgPointOf(p, roots[0]), algebra.AlgPointOf(p, roots[1])
	for _, tc := range []struct {
		n    algebra.Poly
		pt   algebra.AlgPoint
		want int
	}{
		{algebra.IntPoly(-1, 1), pos, 1},            // √2 − 1 > 0
		{algebra.IntPoly(-1, 1), neg, -1},           // −√2 − 1 < 0
		{algebra.IntPoly(-99, 70), pos, -1},         // 70√2 − 99 ≈ −0.0051
		{algebra.IntPoly(-141422, 100000), pos, -1}, // 100000√2 − 141422 < 0
		{algebra.IntPoly(-3, 0, 1), pos, -1},        // 2 − 3
	} {
		got, ok := signAt(tc.n, tc.pt)
		if !ok || got != tc.want {
			t.Errorf("sign of %v at root in (%s, %s]: got %d (ok=%v), want %d", tc.n, tc.pt.Lo.RatString(), tc.pt.Hi.RatString(), got, ok, tc.want)
		}
	}
	if _, ok := signAt(p, pos); ok {
		t.Errorf("x²−2 vanishes at √2: no sign")
	}
}
