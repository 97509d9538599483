package algebra

import "math/big"

// Issue 25, capability 5: the number of distinct complex roots of a
// polynomial over ℚ.

// SubPoly is a - b.
func SubPoly(a, b Poly) Poly { return polyAddSub(a, b, -1) }

// DistinctRoots is the number of distinct complex roots of p (not zero):
// the degree of its square-free part p / gcd(p, p').
func DistinctRoots(p Poly) int {
	p = Trim(p)
	if len(p) < 2 {
		return 0
	}
	g := GcdPoly(p, p.Derive())
	q, _ := Divmod(p, g)
	return q.Deg()
}

// AbsBound is Σ|c_k|·r^k, a bound on the size of the terms of p at a
// point of modulus at most r.
func AbsBound(p Poly, r *big.Float) *big.Float {
	prec := r.Prec()
	sum := new(big.Float).SetPrec(prec)
	pw := new(big.Float).SetPrec(prec).SetInt64(1)
	for _, c := range p {
		t := new(big.Float).SetPrec(prec).SetRat(new(big.Rat).Abs(c))
		sum.Add(sum, t.Mul(t, pw))
		pw.Mul(pw, r)
	}
	return sum
}
