package forms

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// TestVanishesAt: a polynomial vanishes at an isolated root iff the root
// is one of its gcd with the root's polynomial, told by a Sturm count on
// the isolating interval.
func TestVanishesAt(t *testing.T) {
	p := algebra.IntPoly(-2, 0, 1) // x² − 2: roots ∓√2
	roots := algebra.RealRoots(p)
	if len(roots) != 2 || roots[0].Exact != nil {
		t.Fatalf("roots of x²−2: %v", roots)
	}
	neg, pos := algebra.AlgPointOf(p, roots[0]), algebra.AlgPointOf(p, roots[1])
	for _, c := range []struct {
		name string
		n    algebra.Poly
		pt   algebra.AlgPoint
		want bool
	}{
		{"x²−2 at √2", p, pos, true},
		{"x⁴−4 at −√2", algebra.IntPoly(-4, 0, 0, 0, 1), neg, true},
		{"x³−2 at √2", algebra.IntPoly(-2, 0, 0, 1), pos, false},
		{"(x−√2)(x+√2)(x−1) at √2", algebra.PolyMul(p, algebra.IntPoly(-1, 1)), pos, true},
		{"x−1 at √2", algebra.IntPoly(-1, 1), pos, false},
		{"x³−2x at −√2", algebra.IntPoly(0, -2, 0, 1), neg, true},
		{"x at 0", algebra.IntPoly(0, 1), algebra.AlgPoint{Exact: new(big.Rat)}, true},
		{"x−1 at 0", algebra.IntPoly(-1, 1), algebra.AlgPoint{Exact: new(big.Rat)}, false},
	} {
		if got := algebra.VanishesAt(c.n, c.pt); got != c.want {
			t.Errorf("%s: vanishesAt = %v, want %v", c.name, got, c.want)
		}
	}
	// num/den = r at ξ: (x²+2)/x = 2√2 at √2 is irrational; x²/2 = 1 there.
	if !algebra.RatEqualsAt(algebra.IntPoly(0, 0, 1), algebra.IntPoly(2), pos, big.NewRat(1, 1)) {
		t.Error("x²/2 at √2 is 1")
	}
	near := new(big.Rat).Add(big.NewRat(1, 1), statement.Pow10(-40))
	if algebra.RatEqualsAt(algebra.IntPoly(0, 0, 1), algebra.IntPoly(2), pos, near) {
		t.Error("x²/2 at √2 is not 1+10^-40")
	}
}

// TestSameRootProven: a value is an isolated root only when proven —
// exactly for a rational (inside the interval and a root of the
// polynomial), to enough digits for a decimal — and differs only when
// proven; near misses are never the root.
func TestSameRootProven(t *testing.T) {
	p := algebra.IntPoly(-2, 0, 1)
	root2 := algebra.RealRoots(p)[1]
	sqrt2 := new(big.Float).SetPrec(decide.PrecBits).Sqrt(new(big.Float).SetPrec(decide.PrecBits).SetInt64(2))
	three := algebra.RealRoots(algebra.IntPoly(-3, 1))[0]
	near := new(big.Rat).Add(big.NewRat(3, 1), statement.Pow10(-40))
	inside := new(big.Rat).Set(root2.Hi) // a rational inside (Lo, Hi], not a root
	for _, c := range []struct {
		name string
		v    cas.Value
		r    algebra.RealRoot
		p    algebra.Poly
		need int
		want decide.CmpState
	}{
		{"3 is the root 3", cas.Int(3), three, nil, 0, decide.Same},
		{"3+10^-40 is not the root 3", cas.Rat(near), three, nil, 0, decide.Differ},
		{"√2 to 57 digits is the root √2", cas.Float(sqrt2), root2, nil, 0, decide.Same},
		{"√2 asked to 45 digits: not proven", cas.Float(sqrt2), root2, nil, 45, decide.Unsure},
		{"√2+10^-30 is not √2", cas.Float(new(big.Float).Add(sqrt2, new(big.Float).SetRat(statement.Pow10(-30)))), root2, nil, 0, decide.Differ},
		{"√2+10^-38 is too close to call", cas.Float(new(big.Float).Add(sqrt2, new(big.Float).SetRat(statement.Pow10(-38)))), root2, nil, 0, decide.Unsure},
		{"7/5 is not √2 (outside the interval)", cas.Rat(big.NewRat(7, 5)), root2, nil, 0, decide.Differ},
		{"a rational inside the interval, polynomial known", cas.Rat(inside), root2, p, 0, decide.Differ},
		{"a rational inside the interval, polynomial unknown", cas.Rat(inside), root2, nil, 0, decide.Unsure},
	} {
		if got := RootMatch(c.v, c.r, c.p, c.need); got != c.want {
			t.Errorf("%s: rootMatch = %v, want %v", c.name, got, c.want)
		}
	}
}
