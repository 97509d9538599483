package algebra

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
)

// Poly is a polynomial with rational coefficients, lowest degree first,
// with no trailing zero coefficients (the zero polynomial is empty).
type Poly []*big.Rat

const MaxPolyDegree = 40

// IntPoly is the polynomial with the integer coefficients cs, lowest
// degree first.
func IntPoly(cs ...int64) Poly {
	p := make(Poly, len(cs))
	for i, c := range cs {
		p[i] = big.NewRat(c, 1)
	}
	return Trim(p)
}

func (p Poly) Deg() int { return len(p) - 1 }

func Trim(p Poly) Poly {
	for len(p) > 0 && p[len(p)-1].Sign() == 0 {
		p = p[:len(p)-1]
	}
	return p
}

func (p Poly) Eval(x *big.Rat) *big.Rat {
	acc := new(big.Rat)
	for i := len(p) - 1; i >= 0; i-- {
		acc.Mul(acc, x)
		acc.Add(acc, p[i])
	}
	return acc
}

func (p Poly) Derive() Poly {
	if len(p) <= 1 {
		return nil
	}
	out := make(Poly, len(p)-1)
	for i := 1; i < len(p); i++ {
		out[i-1] = new(big.Rat).Mul(p[i], big.NewRat(int64(i), 1))
	}
	return Trim(out)
}

// Divmod divides a by b (b non-zero).
func Divmod(a, b Poly) (q, r Poly) {
	r = make(Poly, len(a))
	for i := range a {
		r[i] = new(big.Rat).Set(a[i])
	}
	r = Trim(r)
	if len(r) < len(b) {
		return nil, r
	}
	q = make(Poly, len(r)-len(b)+1)
	for i := range q {
		q[i] = new(big.Rat)
	}
	lead := b[len(b)-1]
	for len(r) >= len(b) && len(r) > 0 {
		k := len(r) - len(b)
		f := new(big.Rat).Quo(r[len(r)-1], lead)
		q[k] = f
		for i, bc := range b {
			r[i+k].Sub(r[i+k], new(big.Rat).Mul(f, bc))
		}
		r = Trim(r[:len(r)-1])
	}
	return Trim(q), r
}

func GcdPoly(a, b Poly) Poly {
	for len(b) > 0 {
		_, r := Divmod(a, b)
		a, b = b, r
	}
	return Monic(a)
}

func Monic(p Poly) Poly {
	if len(p) == 0 {
		return p
	}
	lead := new(big.Rat).Set(p[len(p)-1])
	out := make(Poly, len(p))
	for i := range p {
		out[i] = new(big.Rat).Quo(p[i], lead)
	}
	return out
}

// Sturm returns the Sturm sequence of a square-free p.
func Sturm(p Poly) []Poly {
	seq := []Poly{p, p.Derive()}
	for {
		a, b := seq[len(seq)-2], seq[len(seq)-1]
		if len(b) == 0 {
			return seq[:len(seq)-1]
		}
		_, r := Divmod(a, b)
		if len(r) == 0 {
			return seq
		}
		for i := range r {
			r[i].Neg(r[i])
		}
		seq = append(seq, r)
	}
}

func SignChanges(seq []Poly, x *big.Rat) int {
	n, last := 0, 0
	for _, p := range seq {
		s := p.Eval(x).Sign()
		if s == 0 {
			continue
		}
		if last != 0 && s != last {
			n++
		}
		last = s
	}
	return n
}

// RealRoot is one real root of a polynomial: exact when rational, else
// isolated in (Lo, Hi] of width below 2^-130.
type RealRoot struct {
	Exact  *big.Rat
	Lo, Hi *big.Rat
}

func (r RealRoot) Approx() *big.Float {
	if r.Exact != nil {
		return new(big.Float).SetPrec(PrecBits).SetRat(r.Exact)
	}
	return new(big.Float).SetPrec(PrecBits).SetRat(r.Hi)
}

func (r RealRoot) String() string {
	if r.Exact != nil {
		return r.Exact.RatString()
	}
	return r.Approx().Text('g', 25)
}

// RealRoots returns the distinct real roots of p in increasing order.
func RealRoots(p Poly) []RealRoot {
	p = Trim(p)
	if len(p) <= 1 {
		return nil
	}
	sqf, _ := Divmod(p, GcdPoly(p, p.Derive()))
	sqf = Monic(sqf)
	switch sqf.Deg() {
	case 1:
		return []RealRoot{{Exact: new(big.Rat).Neg(sqf[0])}}
	case 2:
		return QuadraticRoots(sqf[1], sqf[0])
	}
	return IsolateRoots(sqf)
}

// IsolateRoots are the real roots of the monic square-free polynomial sqf,
// isolated by its Sturm sequence and refined by bisection.
func IsolateRoots(sqf Poly) []RealRoot {
	seq := Sturm(sqf)
	// Cauchy bound.
	bound := new(big.Rat).SetInt64(1)
	for _, a := range sqf[:len(sqf)-1] {
		bound = MaxRat(bound, new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Abs(a)))
	}
	var out []RealRoot
	var isolate func(lo, hi *big.Rat, depth int)
	isolate = func(lo, hi *big.Rat, depth int) {
		n := SignChanges(seq, lo) - SignChanges(seq, hi)
		if n == 0 || depth > 400 {
			return
		}
		if n == 1 {
			out = append(out, RefineRoot(sqf, lo, hi))
			return
		}
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		// Sturm's count on (lo, hi] needs ends that are not roots: a root
		// At the midpoint moves the cut a little (p has finitely many).
		step := new(big.Rat).Sub(hi, lo)
		for k := int64(3); sqf.Eval(mid).Sign() == 0; k++ {
			step.Quo(step, big.NewRat(k, 1))
			mid.Add(mid, step)
		}
		isolate(lo, mid, depth+1)
		isolate(mid, hi, depth+1)
	}
	isolate(new(big.Rat).Neg(bound), bound, 0)
	return out
}

// RootBits is how narrow refineRoot makes the interval of an irrational
// root: at most 2^-rootBits wide.
const RootBits = 130

// QuadraticRoots are the real roots of x^2 + b x + c (square-free: b^2 ≠ 4c)
// in increasing order, from the closed form (-b ± √D)/2, D = b^2 - 4c: exact
// when D is the square of a rational; otherwise each in an interval
// narrower than 2^-rootBits whose ends come from the integer square root
// of D's numerator and denominator (√D is irrational, so strictly inside).
// It gives what the Sturm isolation and bisection give, without their
// hundred-odd steps per irrational root.
func QuadraticRoots(b, c *big.Rat) []RealRoot {
	d := new(big.Rat).Mul(b, b)
	d.Sub(d, new(big.Rat).Mul(big.NewRat(4, 1), c))
	if d.Sign() < 0 {
		return nil
	}
	half := big.NewRat(1, 2)
	negB := new(big.Rat).Neg(b)
	if d.Sign() == 0 {
		return []RealRoot{{Exact: new(big.Rat).Mul(negB, half)}}
	}
	// √D = √(num·den)/den.
	m := new(big.Int).Mul(d.Num(), d.Denom())
	if s := new(big.Int).Sqrt(m); new(big.Int).Mul(s, s).Cmp(m) == 0 {
		r := new(big.Rat).SetFrac(s, d.Denom())
		lo := new(big.Rat).Sub(negB, r)
		hi := new(big.Rat).Add(negB, r)
		return []RealRoot{{Exact: lo.Mul(lo, half)}, {Exact: hi.Mul(hi, half)}}
	}
	const k = RootBits + 10
	s := new(big.Int).Sqrt(new(big.Int).Lsh(m, 2*k)) // s < √m·2^k < s+1
	scale := new(big.Int).Lsh(d.Denom(), k)
	sLo := new(big.Rat).SetFrac(s, scale)
	sHi := new(big.Rat).SetFrac(new(big.Int).Add(s, big.NewInt(1)), scale)
	at := func(sign int, r *big.Rat) *big.Rat {
		v := new(big.Rat).Set(r)
		if sign < 0 {
			v.Neg(v)
		}
		v.Add(v, negB)
		return v.Mul(v, half)
	}
	return []RealRoot{
		{Lo: at(-1, sHi), Hi: at(-1, sLo)},
		{Lo: at(1, sLo), Hi: at(1, sHi)},
	}
}

// RefineRoot narrows the single root of p in (lo, hi] and recognises a
// rational root by the simplest fraction inside the final interval.
func RefineRoot(p Poly, lo, hi *big.Rat) RealRoot {
	lo, hi = new(big.Rat).Set(lo), new(big.Rat).Set(hi)
	sg := NewSigner(p)
	if sg.Sign(hi) == 0 {
		return RealRoot{Exact: hi}
	}
	sLo := sg.Sign(lo)
	if sLo == 0 {
		// Lo is a root of p outside (lo, hi]: p has the sign of its one
		// root's left side all along (lo, root).
		sLo = -sg.Sign(hi)
	}
	width := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), RootBits))
	for i := 0; i < 400 && new(big.Rat).Sub(hi, lo).Cmp(width) > 0; i++ {
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		// Keep the dyadic numbers short.
		s := sg.Sign(mid)
		if s == 0 {
			return RealRoot{Exact: mid}
		}
		if s == sLo {
			lo = mid
		} else {
			hi = mid
		}
		if i%16 == 15 {
			if q := Simplest(lo, hi); q != nil && p.Eval(q).Sign() == 0 {
				return RealRoot{Exact: q}
			}
		}
	}
	if q := Simplest(lo, hi); q != nil && p.Eval(q).Sign() == 0 {
		return RealRoot{Exact: q}
	}
	return RealRoot{Lo: lo, Hi: hi}
}

// Signer gives the exact sign of a polynomial at rationals with integer
// arithmetic only: p(a/b)·b^n·L = Σ e_i a^i b^(n-i) with e_i = c_i·L
// integers (L the common denominator of p's coefficients, b > 0), so the
// Sign is that of an integer Horner sum. p.eval(x).Sign() gives the same
// Sign, but big.Rat reduces every partial sum by a gcd (the bisection of
// RefineRoot spent most of its time there).
type Signer struct {
	E             []*big.Int // e_0 .. e_n
	H, T, Bp, Tmp big.Int
}

func NewSigner(p Poly) *Signer {
	l := big.NewInt(1)
	var g big.Int
	for _, c := range p {
		d := c.Denom()
		g.GCD(nil, nil, l, d)
		l.Mul(l, new(big.Int).Quo(d, &g))
	}
	s := &Signer{E: make([]*big.Int, len(p))}
	for i, c := range p {
		e := new(big.Int).Mul(c.Num(), new(big.Int).Quo(l, c.Denom()))
		s.E[i] = e
	}
	return s
}

// Sign is the sign of p(x).
func (s *Signer) Sign(x *big.Rat) int {
	n := len(s.E) - 1
	if n < 0 {
		return 0
	}
	a, b := x.Num(), x.Denom() // b > 0
	s.H.Set(s.E[n])
	s.Bp.SetInt64(1)
	for i := n - 1; i >= 0; i-- {
		s.Bp.Mul(&s.Bp, b)
		s.H.Mul(&s.H, a)
		s.Tmp.Mul(s.E[i], &s.Bp)
		s.H.Add(&s.H, &s.Tmp)
	}
	return s.H.Sign()
}

// Simplest returns the fraction with the smallest denominator in [lo, hi]
// (Stern–Brocot by continued fractions), or nil after too many steps.
func Simplest(lo, hi *big.Rat) *big.Rat {
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	if lo.Sign() <= 0 && hi.Sign() >= 0 {
		return new(big.Rat)
	}
	if hi.Sign() < 0 {
		r := Simplest(new(big.Rat).Neg(hi), new(big.Rat).Neg(lo))
		if r == nil {
			return nil
		}
		return r.Neg(r)
	}
	// Continued fraction of the simplest rational in [lo, hi], lo > 0.
	var terms []*big.Int
	a, b := new(big.Rat).Set(lo), new(big.Rat).Set(hi)
	for step := 0; step < 200; step++ {
		fa := FloorRat(a)
		if new(big.Rat).SetInt(fa).Cmp(a) == 0 {
			terms = append(terms, fa)
			return FromCF(terms)
		}
		fb := FloorRat(b)
		if fa.Cmp(fb) < 0 {
			terms = append(terms, new(big.Int).Add(fa, big.NewInt(1)))
			return FromCF(terms)
		}
		terms = append(terms, fa)
		fr := new(big.Rat).SetInt(fa)
		a2 := new(big.Rat).Sub(a, fr)
		b2 := new(big.Rat).Sub(b, fr)
		if b2.Sign() == 0 {
			return FromCF(terms)
		}
		a, b = new(big.Rat).Inv(b2), new(big.Rat).Inv(a2)
	}
	return nil
}

func FloorRat(r *big.Rat) *big.Int {
	q, m := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	_ = m
	return q
}

func FromCF(t []*big.Int) *big.Rat {
	r := new(big.Rat).SetInt(t[len(t)-1])
	for i := len(t) - 2; i >= 0; i-- {
		r.Inv(r)
		r.Add(r, new(big.Rat).SetInt(t[i]))
	}
	return r
}

func RootValue(r RealRoot) cas.Value {
	if r.Exact != nil {
		return cas.Rat(r.Exact)
	}
	return cas.Float(r.Approx())
}

func RatLatex(r RealRoot) string {
	if r.Exact == nil {
		return r.Approx().Text('g', 25)
	}
	q := r.Exact
	if q.IsInt() {
		return q.Num().String()
	}
	sgn := ""
	if q.Sign() < 0 {
		sgn = "-"
	}
	return fmt.Sprintf("%s\\frac{%s}{%s}", sgn, new(big.Int).Abs(q.Num()), q.Denom())
}
