package algebra

import (
	"math/big"
	"testing"
)

func polyOf(cs ...int64) Poly {
	p := make(Poly, len(cs))
	for i, c := range cs {
		p[i] = big.NewRat(c, 1)
	}
	return p
}

// The pair polynomials of small polynomials against their roots: the sum
// of the two real roots of x⁴ − 4x − 1 is √2 (a root of z² − 2 dividing
// the pair-sum polynomial), the difference of the roots of x² − 5x + 5
// is √5, the product of the roots of x² − 3x + 1 is 1.
func TestPairPolyHoldsThePairs(t *testing.T) {
	cases := []struct {
		name string
		p    Poly
		op   PairOp
		fac  Poly // a factor the pair polynomial must have
	}{
		{"sum of the real roots of x^4-4x-1", polyOf(-1, -4, 0, 0, 1), PairSum, polyOf(-2, 0, 1)},
		{"difference of the roots of x^2-5x+5", polyOf(5, -5, 1), PairDiff, polyOf(-5, 0, 1)},
		{"product of the roots of x^2-3x+1", polyOf(1, -3, 1), PairProduct, polyOf(-1, 1)},
	}
	for _, tc := range cases {
		m, ok := PairPoly(tc.p, tc.op)
		if !ok {
			t.Fatalf("%s: no pair polynomial", tc.name)
		}
		if m.Deg() != tc.p.Deg()*tc.p.Deg() {
			t.Errorf("%s: degree %d, want %d", tc.name, m.Deg(), tc.p.Deg()*tc.p.Deg())
		}
		if _, r := Divmod(m, tc.fac); len(Trim(r)) != 0 {
			t.Errorf("%s: %v does not divide %v", tc.name, tc.fac, m)
		}
	}
	// x² − 5x + 5: the differences of ordered pairs are 0, 0, ±√5.
	m, _ := PairPoly(polyOf(5, -5, 1), PairDiff)
	if want := polyOf(0, 0, -5, 0, 1); !polyEqual(m, want) {
		t.Errorf("pair differences of x^2-5x+5: %v, want %v", m, want)
	}
}

func polyEqual(a, b Poly) bool {
	a, b = Trim(a), Trim(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// IsolateIn names the sum of the real roots of x⁴ − 4x − 1 as an
// algebraic point where z² − 2 vanishes and z − 1 is positive; an
// interval holding two roots of the pair polynomial is refused.
func TestIsolateInTheRealRootsSum(t *testing.T) {
	p := polyOf(-1, -4, 0, 0, 1)
	roots := RealRoots(p)
	if len(roots) != 2 {
		t.Fatalf("x^4-4x-1 has %d real roots, want 2", len(roots))
	}
	m, _ := PairPoly(p, PairSum)
	lo, hi := PairEnclosure(roots[0], roots[1], PairSum)
	pt, ok := IsolateIn(m, lo, hi)
	if !ok {
		t.Fatal("the sum of the real roots not isolated")
	}
	if !VanishesAt(polyOf(-2, 0, 1), pt) {
		t.Error("z^2 - 2 does not vanish at the sum of the real roots")
	}
	if VanishesAt(polyOf(-2, 0, 0, 1), pt) {
		t.Error("z^3 - 2 vanishes at the sum of the real roots")
	}
	if _, ok := IsolateIn(m, big.NewRat(-10, 1), big.NewRat(10, 1)); ok {
		t.Error("an interval holding several roots was taken as isolating one")
	}
}

// PowerSums of x² − 3x + 1 (roots φ², φ^-2): s_1 = 3, s_2 = 7, s_3 = 18.
func TestPowerSumsByNewton(t *testing.T) {
	s := PowerSums(polyOf(1, -3, 1), 3)
	for i, want := range []int64{2, 3, 7, 18} {
		if s[i].Cmp(big.NewRat(want, 1)) != 0 {
			t.Errorf("s_%d = %s, want %d", i, s[i].RatString(), want)
		}
	}
}
