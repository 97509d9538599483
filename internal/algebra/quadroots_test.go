package algebra

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// The closed form of a quadratic's roots gives what the Sturm isolation
// gives: the same exact roots, and for irrational ones intervals narrower
// than 2^-rootBits on whose ends the polynomial changes sign, overlapping
// the isolation's.
func TestQuadraticRootsAgreeWithIsolation(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	width := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), RootBits))
	irrational, exact := 0, 0
	for range 3000 {
		// (a x^2 + b x + c) with small integer or fractional coefficients,
		// often with rational roots.
		var p Poly
		if rng.IntN(2) == 0 {
			r1 := big.NewRat(int64(rng.IntN(41)-20), int64(1+rng.IntN(6)))
			r2 := big.NewRat(int64(rng.IntN(41)-20), int64(1+rng.IntN(6)))
			if r1.Cmp(r2) == 0 {
				continue
			}
			p = Poly{new(big.Rat).Mul(r1, r2), new(big.Rat).Neg(new(big.Rat).Add(r1, r2)), big.NewRat(1, 1)}
		} else {
			p = Poly{big.NewRat(int64(rng.IntN(201)-100), int64(1+rng.IntN(9))), big.NewRat(int64(rng.IntN(61)-30), int64(1+rng.IntN(4))), big.NewRat(int64(1+rng.IntN(5)), 1)}
		}
		sqf, _ := Divmod(p, GcdPoly(p, p.Derive()))
		sqf = Monic(sqf)
		if sqf.Deg() != 2 {
			continue // a double root: realRoots takes the linear factor
		}
		got := RealRoots(p)
		want := IsolateRoots(sqf)
		if len(got) != len(want) {
			t.Fatalf("%v: %d roots, the isolation finds %d", p, len(got), len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			if (g.Exact == nil) != (w.Exact == nil) {
				t.Fatalf("%v root %d: closed form %v, isolation %v", p, i, g, w)
			}
			if g.Exact != nil {
				exact++
				if g.Exact.Cmp(w.Exact) != 0 {
					t.Fatalf("%v root %d: %v, the isolation %v", p, i, g.Exact, w.Exact)
				}
				continue
			}
			irrational++
			if new(big.Rat).Sub(g.Hi, g.Lo).Cmp(width) > 0 {
				t.Fatalf("%v root %d: interval %v wider than 2^-%d", p, i, g, RootBits)
			}
			if sqf.Eval(g.Lo).Sign()*sqf.Eval(g.Hi).Sign() >= 0 {
				t.Fatalf("%v root %d: no sign change on %v", p, i, g)
			}
			if g.Lo.Cmp(w.Hi) > 0 || w.Lo.Cmp(g.Hi) > 0 {
				t.Fatalf("%v root %d: %v does not overlap the isolation's %v", p, i, g, w)
			}
		}
	}
	if irrational < 500 || exact < 500 {
		t.Fatalf("too few cases: %d irrational, %d exact roots", irrational, exact)
	}
}
