package forms

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// quadSurd is p + q·√s with rationals p, q and s > 0 not a square of a
// rational (q = 0, s nil: the rational p). An answer such as √13,
// 1/√2 or 22 − 8√7 is one; g equals it at an algebraic point ξ iff
// (g − p)² = q²·s there and g − p has the sign of q (signAt).
type QuadSurd struct{ P, Q, S *big.Rat }

func (a QuadSurd) String() string {
	if a.Q.Sign() == 0 {
		return a.P.RatString()
	}
	sq := "√" + a.S.RatString()
	if !a.S.IsInt() {
		sq = "√(" + a.S.RatString() + ")"
	}
	var qs string
	if abs := new(big.Rat).Abs(a.Q); abs.Cmp(big.NewRat(1, 1)) == 0 {
		qs = sq
	} else {
		qs = abs.RatString() + "·" + sq
	}
	switch {
	case a.P.Sign() == 0 && a.Q.Sign() < 0:
		return "-" + qs
	case a.P.Sign() == 0:
		return qs
	case a.Q.Sign() < 0:
		return fmt.Sprintf("%s - %s", a.P.RatString(), qs)
	}
	return fmt.Sprintf("%s + %s", a.P.RatString(), qs)
}

func RatSurd(r *big.Rat) QuadSurd { return QuadSurd{P: r, Q: new(big.Rat)} }

// isRatSquare reports whether r is the square of a rational.
func isRatSquare(r *big.Rat) bool {
	if r.Sign() < 0 {
		return false
	}
	for _, n := range []*big.Int{r.Num(), r.Denom()} {
		s := new(big.Int).Sqrt(n)
		if s.Mul(s, s).Cmp(n) != 0 {
			return false
		}
	}
	return true
}

// combine brings a and b to one √s; ok is false when both hold different
// square roots.
func Combine(a, b QuadSurd) (s *big.Rat, ok bool) {
	switch {
	case a.S == nil:
		return b.S, true
	case b.S == nil || a.S.Cmp(b.S) == 0:
		return a.S, true
	}
	return nil, false
}

// quadSurdOf is QuadSurdOf on this package's checker.
func quadSurdOf(c *checker, e ast.Expr) (QuadSurd, bool) {
	if v, err := c.Eval(e, nil); err == nil {
		if r, exact := v.Exact(); exact {
			return RatSurd(r), true
		}
	} else {
		return QuadSurd{}, false
	}
	switch n := e.(type) {
	case *ast.Root:
		if n.Index != nil {
			return QuadSurd{}, false
		}
		v, err := c.Eval(n.X, nil)
		if err != nil {
			return QuadSurd{}, false
		}
		r, exact := v.Exact()
		if !exact || r.Sign() <= 0 || isRatSquare(r) {
			return QuadSurd{}, false
		}
		q, s := canonRoot(r)
		return QuadSurd{P: new(big.Rat), Q: q, S: s}, true
	case *ast.Unary:
		a, ok := quadSurdOf(c, n.X)
		if !ok {
			return QuadSurd{}, false
		}
		return a.Signed(n.Op)
	case *ast.Binary:
		if n.Op == ast.Pow {
			return surdPow(c, n)
		}
		a, ok1 := quadSurdOf(c, n.X)
		b, ok2 := quadSurdOf(c, n.Y)
		if !ok1 || !ok2 {
			return QuadSurd{}, false
		}
		s, ok := Combine(a, b)
		if !ok {
			return QuadSurd{}, false
		}
		return SurdOp(n.Op, a, b, s)
	}
	return QuadSurd{}, false
}

// maxSurdPower bounds the integer exponent of a surd raised to a power
// (the coefficients grow by about log2(|p|+|q|√s) bits a step).
const maxSurdPower = 4096

// maxSurdBits bounds the bits of a surd's coefficients.
const maxSurdBits = 1 << 16

// surdPow is a surd to an integer power, by squaring (a^-n = 1/a^n).
func surdPow(c *checker, n *ast.Binary) (QuadSurd, bool) {
	ev, err := c.Eval(n.Y, nil)
	if err != nil {
		return QuadSurd{}, false
	}
	k, exact := ev.Exact()
	if !exact || !k.IsInt() || !k.Num().IsInt64() || abs64(k.Num().Int64()) > maxSurdPower {
		return QuadSurd{}, false
	}
	a, ok := quadSurdOf(c, n.X)
	if !ok {
		return QuadSurd{}, false
	}
	e := k.Num().Int64()
	z := RatSurd(big.NewRat(1, 1))
	z.S = a.S
	b := a
	for m := abs64(e); m > 0; m >>= 1 {
		if m&1 == 1 {
			z, _ = SurdOp(ast.Mul, z, b, a.S)
		}
		if m > 1 {
			b, _ = SurdOp(ast.Mul, b, b, a.S)
		}
		if surdBits(z)+surdBits(b) > maxSurdBits {
			return QuadSurd{}, false
		}
	}
	if e < 0 {
		return SurdOp(ast.Div, RatSurd(big.NewRat(1, 1)), z, a.S)
	}
	return z, true
}

func surdBits(a QuadSurd) int {
	return a.P.Num().BitLen() + a.P.Denom().BitLen() + a.Q.Num().BitLen() + a.Q.Denom().BitLen()
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// primesBelow1000 are canonRoot's primes, sieved once (ProbablyPrime
// seeded a generator for each p on every call: 2 % of MATH's CPU).
var primesBelow1000 = func() (ps []int64) {
	var composite [1000]bool
	for p := 2; p < 1000; p++ {
		if composite[p] {
			continue
		}
		ps = append(ps, int64(p))
		for m := p * p; m < 1000; m += p {
			composite[m] = true
		}
	}
	return ps
}()

// canonRoot writes √r as q·√s with s a positive integer free of the
// squares of the primes below 1000 (√(a/b) = √(ab)/b; √8 = 2√2), so that
// two surds over the same root meet in one √s.
func canonRoot(r *big.Rat) (q, s *big.Rat) {
	n := new(big.Int).Mul(r.Num(), r.Denom())
	qi := big.NewInt(1)
	p2, rem := new(big.Int), new(big.Int)
	for _, p := range primesBelow1000 {
		p2.SetInt64(p * p)
		for {
			quo, _ := new(big.Int).QuoRem(n, p2, rem)
			if rem.Sign() != 0 {
				break
			}
			n = quo
			qi.Mul(qi, big.NewInt(p))
		}
	}
	q = new(big.Rat).SetFrac(qi, r.Denom())
	return q, new(big.Rat).SetInt(n)
}

// QuadSurdOf reads a constant expression as a quadratic surd: rationals,
// square roots of positive rationals, and +, −, ×, ÷ and integer powers
// of them with one √s.
func QuadSurdOf(c *decide.Checker, e ast.Expr) (QuadSurd, bool) {
	return quadSurdOf(&checker{c}, e)
}

// Equal reports whether two quadratic surds are the same number: p equal,
// and q√s equal (q of the same sign, q²s equal); s not the square of a
// rational makes this exact.
func (a QuadSurd) Equal(b QuadSurd) bool {
	if a.P.Cmp(b.P) != 0 || a.Q.Sign() != b.Q.Sign() {
		return false
	}
	if a.Q.Sign() == 0 {
		return true
	}
	x := new(big.Rat).Mul(new(big.Rat).Mul(a.Q, a.Q), a.S)
	y := new(big.Rat).Mul(new(big.Rat).Mul(b.Q, b.Q), b.S)
	return x.Cmp(y) == 0
}

// signed is +a or −a; other unary operators are not read.
func (a QuadSurd) Signed(op ast.UnaryOp) (QuadSurd, bool) {
	switch op {
	case ast.Plus:
		return a, true
	case ast.Neg:
		return QuadSurd{P: new(big.Rat).Neg(a.P), Q: new(big.Rat).Neg(a.Q), S: a.S}, true
	}
	return QuadSurd{}, false
}

// surdOp is a op b for surds over the one √s (s nil: both rational).
func SurdOp(op ast.BinaryOp, a, b QuadSurd, s *big.Rat) (QuadSurd, bool) {
	r := func() *big.Rat { return new(big.Rat) }
	sv := big.NewRat(0, 1)
	if s != nil {
		sv = s
	}
	switch op {
	case ast.Add, ast.Sub:
		if op == ast.Sub {
			b = QuadSurd{P: r().Neg(b.P), Q: r().Neg(b.Q), S: b.S}
		}
		return QuadSurd{P: r().Add(a.P, b.P), Q: r().Add(a.Q, b.Q), S: s}, true
	case ast.Mul:
		// (p1 + q1√s)(p2 + q2√s) = p1p2 + q1q2·s + (p1q2 + q1p2)√s
		p := r().Add(r().Mul(a.P, b.P), r().Mul(r().Mul(a.Q, b.Q), sv))
		q := r().Add(r().Mul(a.P, b.Q), r().Mul(a.Q, b.P))
		return QuadSurd{P: p, Q: q, S: s}, true
	case ast.Div:
		// times the conjugate p2 − q2√s over p2² − q2²·s (≠ 0: s no square)
		d := r().Sub(r().Mul(b.P, b.P), r().Mul(r().Mul(b.Q, b.Q), sv))
		if d.Sign() == 0 {
			return QuadSurd{}, false
		}
		conj := QuadSurd{P: b.P, Q: r().Neg(b.Q), S: b.S}
		m, _ := SurdOp(ast.Mul, a, conj, s)
		return QuadSurd{P: r().Quo(m.P, d), Q: r().Quo(m.Q, d), S: s}, true
	}
	return QuadSurd{}, false
}

// equalsAt decides exactly whether g equals a at every root: at a known
// rational value directly (a rational never equals an irrational surd),
// else with h = num − p·den: h vanishes (q = 0), or h² − q²s·den²
// vanishes and h·den has the sign of q. ok is false when a sign cannot
// be told.
func (a QuadSurd) EqualsAt(at []GAtRoot) (equal, ok bool) {
	for _, g := range at {
		if g.Val != nil {
			if a.Q.Sign() != 0 || g.Val.Cmp(a.P) != 0 {
				return false, true
			}
			continue
		}
		h := algebra.PolyAdd(g.Num, algebra.PolyMul(g.Den, algebra.PolyConst(a.P)), true)
		if a.Q.Sign() == 0 {
			if !algebra.VanishesAt(h, g.Pt) {
				return false, true
			}
			continue
		}
		q2s := new(big.Rat).Mul(new(big.Rat).Mul(a.Q, a.Q), a.S)
		if !algebra.VanishesAt(algebra.PolyAdd(algebra.PolyMul(h, h), algebra.PolyMul(algebra.PolyMul(g.Den, g.Den), algebra.PolyConst(q2s)), true), g.Pt) {
			return false, true
		}
		sh, ok1 := signAt(h, g.Pt)
		sd, ok2 := signAt(g.Den, g.Pt)
		if !ok1 || !ok2 {
			return false, false
		}
		if sh*sd != a.Q.Sign() {
			return false, true
		}
	}
	return true, true
}

// maxSignSteps bounds the bisections signAt makes (each halves the
// interval; 400 reach 2^-400 beyond the isolating interval's width).
const maxSignSteps = 400

// signAt is the sign of n at the algebraic point pt, n(pt) ≠ 0: the
// isolating interval of pt is bisected (a Sturm count says which half
// holds the root) until n evaluated over it with rational interval
// arithmetic keeps one sign. ok is false when n vanishes at pt or the
// steps run out.
func signAt(n algebra.Poly, pt algebra.AlgPoint) (int, bool) {
	if pt.Exact != nil {
		s := n.Eval(pt.Exact).Sign()
		return s, s != 0
	}
	if algebra.VanishesAt(n, pt) {
		return 0, false
	}
	p := algebra.Trim(pt.P)
	sf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
	chain := algebra.Sturm(algebra.Monic(sf))
	lo, hi := new(big.Rat).Set(pt.Lo), new(big.Rat).Set(pt.Hi)
	for range maxSignSteps {
		if p.Eval(hi).Sign() == 0 {
			s := n.Eval(hi).Sign()
			return s, s != 0
		}
		if l, h := intervalEval(n, lo, hi); l.Sign() > 0 || h.Sign() < 0 {
			if l.Sign() > 0 {
				return 1, true
			}
			return -1, true
		}
		mid := new(big.Rat).Add(lo, hi)
		mid.Quo(mid, big.NewRat(2, 1))
		if algebra.SignChanges(chain, lo)-algebra.SignChanges(chain, mid) == 1 {
			hi = mid
		} else {
			lo = mid
		}
	}
	return 0, false
}

// intervalEval bounds n over [lo, hi] (Horner with rational intervals).
func intervalEval(n algebra.Poly, lo, hi *big.Rat) (l, h *big.Rat) {
	l, h = new(big.Rat), new(big.Rat)
	for i := len(n) - 1; i >= 0; i-- {
		ps := []*big.Rat{
			new(big.Rat).Mul(l, lo), new(big.Rat).Mul(l, hi),
			new(big.Rat).Mul(h, lo), new(big.Rat).Mul(h, hi),
		}
		nl, nh := ps[0], ps[0]
		for _, x := range ps[1:] {
			if x.Cmp(nl) < 0 {
				nl = x
			}
			if x.Cmp(nh) > 0 {
				nh = x
			}
		}
		l = new(big.Rat).Add(nl, n[i])
		h = new(big.Rat).Add(nh, n[i])
	}
	return l, h
}
