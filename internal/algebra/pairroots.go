package algebra

import "math/big"

// The sum, difference or product of two roots α, β of a polynomial p of
// degree n is itself algebraic: it is a root of the polynomial whose n²
// roots are those of every ordered pair of roots of p (with
// multiplicity), Res_x(p(x), p(z − x)) for the sum. That polynomial is
// found here from its power sums, which are those of p combined
// (Newton's identities both ways), with rational arithmetic only:
//
//	Σ (αi+αj)^k = Σ_m C(k,m) s_m s_{k−m}
//	Σ (αj−αi)^k = Σ_m C(k,m) (−1)^m s_m s_{k−m}
//	Σ (αi·αj)^k = s_k²
//
// where s_m = Σ αi^m. IsolateIn then tells which root of it a value
// enclosed by intervals is.

// PairOp is how two roots are combined.
type PairOp int

const (
	PairSum     PairOp = iota // α + β
	PairDiff                  // β − α
	PairProduct               // α·β
)

// MaxPairDegree bounds the degree of p PairPoly accepts (its result has
// degree n²).
const MaxPairDegree = 8

// PowerSums returns s_0 .. s_k, s_m the sum of the m-th powers of the
// complex roots of p with multiplicity (Newton's identities on the
// coefficients).
func PowerSums(p Poly, k int) []*big.Rat {
	p = Trim(p)
	n := p.Deg()
	// e_i = (−1)^i a_{n−i}/a_n, zero beyond n.
	e := func(i int) *big.Rat {
		if i > n {
			return new(big.Rat)
		}
		v := new(big.Rat).Quo(p[n-i], p[n])
		if i%2 == 1 {
			v.Neg(v)
		}
		return v
	}
	s := make([]*big.Rat, k+1)
	s[0] = big.NewRat(int64(n), 1)
	for m := 1; m <= k; m++ {
		// s_m = Σ_{i=1}^{m−1} (−1)^{i−1} e_i s_{m−i} + (−1)^{m−1} m e_m
		acc := new(big.Rat)
		for i := 1; i < m && i <= n; i++ {
			t := new(big.Rat).Mul(e(i), s[m-i])
			if i%2 == 0 {
				t.Neg(t)
			}
			acc.Add(acc, t)
		}
		t := new(big.Rat).Mul(e(m), big.NewRat(int64(m), 1))
		if m%2 == 0 {
			t.Neg(t)
		}
		s[m] = acc.Add(acc, t)
	}
	return s
}

// FromPowerSums is the monic polynomial of degree N whose roots have the
// power sums ps[1] .. ps[N] (Newton's identities backwards:
// k·e_k = Σ_{i=1}^{k} (−1)^{i−1} e_{k−i} ps[i]).
func FromPowerSums(ps []*big.Rat, N int) Poly {
	e := make([]*big.Rat, N+1)
	e[0] = big.NewRat(1, 1)
	for k := 1; k <= N; k++ {
		acc := new(big.Rat)
		for i := 1; i <= k; i++ {
			t := new(big.Rat).Mul(e[k-i], ps[i])
			if i%2 == 0 {
				t.Neg(t)
			}
			acc.Add(acc, t)
		}
		e[k] = acc.Quo(acc, big.NewRat(int64(k), 1))
	}
	// z^N − e_1 z^{N−1} + e_2 z^{N−2} − …
	out := make(Poly, N+1)
	for k := 0; k <= N; k++ {
		c := new(big.Rat).Set(e[k])
		if k%2 == 1 {
			c.Neg(c)
		}
		out[N-k] = c
	}
	return out
}

// PairPoly is the monic polynomial of degree n² whose roots are op of
// every ordered pair (αi, αj) of complex roots of p; ok is false when p
// is constant or of degree above MaxPairDegree.
func PairPoly(p Poly, op PairOp) (Poly, bool) {
	p = Trim(p)
	n := p.Deg()
	if n < 1 || n > MaxPairDegree {
		return nil, false
	}
	N := n * n
	s := PowerSums(p, N)
	ps := make([]*big.Rat, N+1)
	for k := 0; k <= N; k++ {
		acc := new(big.Rat)
		if op == PairProduct {
			ps[k] = acc.Mul(s[k], s[k])
			continue
		}
		binom := big.NewInt(1) // C(k, m)
		for m := 0; m <= k; m++ {
			t := new(big.Rat).Mul(s[m], s[k-m])
			t.Mul(t, new(big.Rat).SetInt(binom))
			if op == PairDiff && m%2 == 1 {
				t.Neg(t)
			}
			acc.Add(acc, t)
			binom.Mul(binom, big.NewInt(int64(k-m)))
			binom.Quo(binom, big.NewInt(int64(m+1)))
		}
		ps[k] = acc
	}
	return FromPowerSums(ps, N), true
}

// PairEnclosure bounds op(α, β) for α, β isolated roots (exact, or in
// (Lo, Hi]): the closed interval [lo, hi] of interval arithmetic.
func PairEnclosure(a, b RealRoot, op PairOp) (lo, hi *big.Rat) {
	ends := func(r RealRoot) (*big.Rat, *big.Rat) {
		if r.Exact != nil {
			return r.Exact, r.Exact
		}
		return r.Lo, r.Hi
	}
	al, ah := ends(a)
	bl, bh := ends(b)
	switch op {
	case PairSum:
		return new(big.Rat).Add(al, bl), new(big.Rat).Add(ah, bh)
	case PairDiff:
		return new(big.Rat).Sub(bl, ah), new(big.Rat).Sub(bh, al)
	}
	lo, hi = new(big.Rat).Mul(al, bl), new(big.Rat).Mul(al, bl)
	for _, x := range []*big.Rat{new(big.Rat).Mul(al, bh), new(big.Rat).Mul(ah, bl), new(big.Rat).Mul(ah, bh)} {
		lo, hi = MinRat(lo, x), MaxRat(hi, x)
	}
	return lo, hi
}

// IsolateIn is the algebraic point a value known to lie in [lo, hi] is,
// given a polynomial m it is a root of: the one root of m's square-free
// part in that interval, when there is exactly one (a Sturm count) and
// lo is not a root (the root lies in (lo, hi]). ok is false otherwise.
func IsolateIn(m Poly, lo, hi *big.Rat) (AlgPoint, bool) {
	m = Trim(m)
	if m.Deg() < 1 {
		return AlgPoint{}, false
	}
	if lo.Cmp(hi) == 0 {
		if m.Eval(lo).Sign() != 0 {
			return AlgPoint{}, false
		}
		return AlgPoint{Exact: new(big.Rat).Set(lo)}, true
	}
	sf, _ := Divmod(m, GcdPoly(m, m.Derive()))
	sf = Monic(sf)
	if sf.Eval(lo).Sign() == 0 {
		return AlgPoint{}, false
	}
	chain := Sturm(sf)
	if SignChanges(chain, lo)-SignChanges(chain, hi) != 1 {
		return AlgPoint{}, false
	}
	return AlgPoint{P: sf, Lo: new(big.Rat).Set(lo), Hi: new(big.Rat).Set(hi)}, true
}
