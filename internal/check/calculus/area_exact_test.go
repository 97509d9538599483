package calculus

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
)

// TestAreaExactBreaks: breakpoints cut to the lines, and the area with a
// sign change inside: ∫₀² |x² − 1| dx = 2.
func TestAreaExactBreaks(t *testing.T) {
	p := algebra.IntPoly(-1, 0, 1)
	pts, ok := areaExactBreaks(p, []*big.Rat{big.NewRat(2, 1), new(big.Rat)})
	if !ok || len(pts) != 3 || pts[1].exact == nil || pts[1].exact.Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("breakpoints of x²−1 on [0, 2]: %v %v", pts, ok)
	}
	area, bound := areaExactValue(p, pts)
	if area.Cmp(big.NewRat(2, 1)) != 0 || bound.Sign() != 0 {
		t.Errorf("∫₀² |x²−1| = %s (bound %s), want 2 exactly", area.RatString(), bound.RatString())
	}
	// x² − 2 on [0, 2]: the crossing √2 is irrational; the area is
	// (8√2 − 4)/3 within the bound.
	q := algebra.IntPoly(-2, 0, 1)
	pts, ok = areaExactBreaks(q, []*big.Rat{new(big.Rat), big.NewRat(2, 1)})
	if !ok || len(pts) != 3 || pts[1].exact != nil {
		t.Fatalf("breakpoints of x²−2 on [0, 2]: %v %v", pts, ok)
	}
	area, bound = areaExactValue(q, pts)
	want := new(big.Float).SetPrec(decide.PrecBits).Sqrt(new(big.Float).SetPrec(decide.PrecBits).SetInt64(2))
	want.Mul(want, big.NewFloat(8)).Sub(want, big.NewFloat(4)).Quo(want, big.NewFloat(3))
	d := new(big.Float).SetPrec(decide.PrecBits).SetRat(area)
	d.Sub(d, want).Abs(d)
	if bound.Sign() <= 0 || d.Cmp(new(big.Float).SetRat(bound)) > 0 {
		t.Errorf("area of |x²−2| on [0, 2] off by %s, beyond its bound %s", d.Text('g', 3), new(big.Float).SetRat(bound).Text('g', 3))
	}
	// a line through a root's interval is not placed
	if _, ok := areaExactBreaks(q, []*big.Rat{new(big.Rat), nil}); ok {
		t.Error("an irrational line must leave the exact path")
	}
}
