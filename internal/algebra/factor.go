package algebra

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// FactorPart is one factor of a product and its multiplicity.
type FactorPart struct {
	E    ast.Expr
	Mult int
}

func Dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Irreducibility is the outcome of irreducibleFactor: ok when the factor
// is irreducible, how says why (or, when not, how it splits).
type Irreducibility struct {
	Ok  bool
	How string
}

// Content is the gcd of the coefficients of p when they are all integers,
// else nil.
func Content(p Poly) *big.Int {
	g := new(big.Int)
	for _, a := range p {
		if !a.IsInt() {
			return nil
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(a.Num()))
	}
	return g
}

func MContent(p Mpoly) *big.Int {
	g := new(big.Int)
	for _, t := range p {
		if !t.C.IsInt() {
			return nil
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(t.C.Num()))
	}
	return g
}

// MaxKronecker bounds the candidate factors tried by Kronecker's method.
const MaxKronecker = 20000

// Primitive scales p to integer coefficients with gcd 1 and a positive
// leading coefficient.
func Primitive(p Poly) Poly {
	l := big.NewInt(1)
	for _, a := range p {
		d := a.Denom()
		g := new(big.Int).GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, g))
	}
	out := make(Poly, len(p))
	g := new(big.Int)
	for i, a := range p {
		out[i] = new(big.Rat).Mul(a, new(big.Rat).SetInt(l))
		g.GCD(nil, nil, g, new(big.Int).Abs(out[i].Num()))
	}
	if p[len(p)-1].Sign() < 0 {
		g.Neg(g)
	}
	for i := range out {
		out[i].Quo(out[i], new(big.Rat).SetInt(g))
	}
	return out
}

// Shift returns p(x+s).
func Shift(p Poly, s int64) Poly {
	out := Poly{}
	lin := Poly{big.NewRat(s, 1), big.NewRat(1, 1)}
	for i := len(p) - 1; i >= 0; i-- {
		out = PolyAdd(PolyMul(out, lin), PolyConst(p[i]), false)
	}
	return out
}

// Eisenstein reports whether a prime divides every coefficient of the
// integer polynomial p but the leading one, and its square not the
// constant one (the primes tried are those of the constant term up to a
// bound), or the same for the reversed polynomial.
func Eisenstein(p Poly) bool {
	if len(p) < 2 || p[0].Sign() == 0 {
		return false
	}
	rev := make(Poly, len(p))
	for i := range p {
		rev[i] = p[len(p)-1-i]
	}
	for _, q := range []Poly{p, rev} {
		c0 := new(big.Int).Abs(q[0].Num())
		for _, pr := range SmallPrimeFactors(c0) {
			bp := big.NewInt(pr)
			ok := new(big.Int).Rem(q[len(q)-1].Num(), bp).Sign() != 0 &&
				new(big.Int).Rem(c0, new(big.Int).Mul(bp, bp)).Sign() != 0
			for i := 0; ok && i < len(q)-1; i++ {
				ok = new(big.Int).Rem(q[i].Num(), bp).Sign() == 0
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// SmallPrimeFactors returns the distinct primes below 10^5 dividing n.
func SmallPrimeFactors(n *big.Int) []int64 {
	var out []int64
	m := new(big.Int).Set(n)
	for p := int64(2); p < 100000 && m.Cmp(big.NewInt(1)) > 0; p++ {
		bp := big.NewInt(p)
		if new(big.Int).Rem(m, bp).Sign() != 0 {
			continue
		}
		out = append(out, p)
		for new(big.Int).Rem(m, bp).Sign() == 0 {
			m.Quo(m, bp)
		}
	}
	return out
}

// KroneckerPoints picks m integers where |p| has the fewest divisors
// (among -12..12) and returns them with the positive divisors of p there.
func KroneckerPoints(p Poly, m int) ([]*big.Rat, [][]*big.Int, bool) {
	type cand struct {
		k    *big.Rat
		divs []*big.Int
	}
	var cands []cand
	for k := int64(-12); k <= 12; k++ {
		x := big.NewRat(k, 1)
		v := p.Eval(x)
		if v.Sign() == 0 || !v.IsInt() {
			return nil, nil, false
		}
		ds, ok := PositiveDivisors(new(big.Int).Abs(v.Num()))
		if ok {
			cands = append(cands, cand{x, ds})
		}
	}
	if len(cands) < m {
		return nil, nil, false
	}
	// the m candidates with the fewest divisors
	for i := 0; i < m; i++ {
		best := i
		for j := i + 1; j < len(cands); j++ {
			if len(cands[j].divs) < len(cands[best].divs) {
				best = j
			}
		}
		cands[i], cands[best] = cands[best], cands[i]
	}
	pts := make([]*big.Rat, m)
	divs := make([][]*big.Int, m)
	for i := 0; i < m; i++ {
		pts[i], divs[i] = cands[i].k, cands[i].divs
	}
	return pts, divs, true
}

// PositiveDivisors lists the divisors of n by trial division (n < 2^40).
func PositiveDivisors(n *big.Int) ([]*big.Int, bool) {
	if n.BitLen() > 40 {
		return nil, false
	}
	v := n.Int64()
	var small, large []*big.Int
	for d := int64(1); d*d <= v; d++ {
		if v%d == 0 {
			small = append(small, big.NewInt(d))
			if d*d != v {
				large = append([]*big.Int{big.NewInt(v / d)}, large...)
			}
		}
	}
	return append(small, large...), true
}

// Interpolate returns the polynomial of degree < len(xs) through the
// points (Newton's divided differences).
func Interpolate(xs, ys []*big.Rat) Poly {
	m := len(xs)
	coef := make([]*big.Rat, m)
	for i := range ys {
		coef[i] = new(big.Rat).Set(ys[i])
	}
	for j := 1; j < m; j++ {
		for i := m - 1; i >= j; i-- {
			num := new(big.Rat).Sub(coef[i], coef[i-1])
			den := new(big.Rat).Sub(xs[i], xs[i-j])
			coef[i] = num.Quo(num, den)
		}
	}
	out := PolyConst(coef[m-1])
	for i := m - 2; i >= 0; i-- {
		out = PolyAdd(PolyMul(out, Poly{new(big.Rat).Neg(xs[i]), big.NewRat(1, 1)}), PolyConst(coef[i]), false)
	}
	return out
}
