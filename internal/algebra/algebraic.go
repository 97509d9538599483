package algebra

import "math/big"

// AlgPoint is a real algebraic number: Exact when rational, else the one
// root of P in (Lo, Hi].
type AlgPoint struct {
	Exact  *big.Rat
	P      Poly
	Lo, Hi *big.Rat
}

// AlgPointOf is the root r of p (r one of realRoots(p)).
func AlgPointOf(p Poly, r RealRoot) AlgPoint {
	if r.Exact != nil {
		return AlgPoint{Exact: r.Exact}
	}
	return AlgPoint{P: p, Lo: r.Lo, Hi: r.Hi}
}

// VanishesAt decides exactly whether n(ξ) = 0.
func VanishesAt(n Poly, pt AlgPoint) bool {
	n = Trim(n)
	if len(n) == 0 {
		return true
	}
	if pt.Exact != nil {
		return n.Eval(pt.Exact).Sign() == 0
	}
	g := GcdPoly(pt.P, n)
	if g.Deg() < 1 {
		return false
	}
	sf, _ := Divmod(g, GcdPoly(g, g.Derive()))
	chain := Sturm(Monic(sf))
	return SignChanges(chain, pt.Lo)-SignChanges(chain, pt.Hi) == 1
}

// RatEqualsAt decides exactly whether num/den equals r at ξ (den(ξ) ≠ 0,
// the caller's to know).
func RatEqualsAt(num, den Poly, pt AlgPoint, r *big.Rat) bool {
	return VanishesAt(PolyAdd(num, PolyMul(den, PolyConst(r)), true), pt)
}

// LocateRoot finds which of the isolated roots of a polynomial the value
// x (known within tol) is: the one root whose interval, widened by tol,
// holds x. ok is false when none or several do (roots closer than tol).
func LocateRoot(roots []RealRoot, x, tol *big.Float) (int, bool) {
	found := -1
	for i, r := range roots {
		lo, hi := r.Lo, r.Hi
		if r.Exact != nil {
			lo, hi = r.Exact, r.Exact
		}
		l := new(big.Float).SetPrec(PrecBits).SetRat(lo)
		h := new(big.Float).SetPrec(PrecBits).SetRat(hi)
		l.Sub(l, tol)
		h.Add(h, tol)
		if x.Cmp(l) >= 0 && x.Cmp(h) <= 0 {
			if found >= 0 {
				return -1, false
			}
			found = i
		}
	}
	return found, found >= 0
}

// PointTol is how far from the root it names a point found by leg 1's
// root finders may lie: they refine to 2^-130 and carry it at precBits.
var PointTol = new(big.Float).SetPrec(PrecBits).SetMantExp(big.NewFloat(1), -120)
