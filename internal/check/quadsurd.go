package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// quadSurd is p + q·√s with rationals p, q and s > 0 not a square of a
// rational (q = 0, s nil: the rational p). An answer such as √13,
// 1/√2 or 22 − 8√7 is one; g equals it at an algebraic point ξ iff
// (g − p)² = q²·s there and g − p has the sign of q (signAt).
type quadSurd struct{ p, q, s *big.Rat }

func (a quadSurd) String() string {
	if a.q.Sign() == 0 {
		return a.p.RatString()
	}
	sq := "√" + a.s.RatString()
	if !a.s.IsInt() {
		sq = "√(" + a.s.RatString() + ")"
	}
	var qs string
	if abs := new(big.Rat).Abs(a.q); abs.Cmp(big.NewRat(1, 1)) == 0 {
		qs = sq
	} else {
		qs = abs.RatString() + "·" + sq
	}
	switch {
	case a.p.Sign() == 0 && a.q.Sign() < 0:
		return "-" + qs
	case a.p.Sign() == 0:
		return qs
	case a.q.Sign() < 0:
		return fmt.Sprintf("%s - %s", a.p.RatString(), qs)
	}
	return fmt.Sprintf("%s + %s", a.p.RatString(), qs)
}

func ratSurd(r *big.Rat) quadSurd { return quadSurd{p: r, q: new(big.Rat)} }

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
func combine(a, b quadSurd) (s *big.Rat, ok bool) {
	switch {
	case a.s == nil:
		return b.s, true
	case b.s == nil || a.s.Cmp(b.s) == 0:
		return a.s, true
	}
	return nil, false
}

// quadSurdOf reads a constant expression as a quadratic surd: rationals,
// square roots of positive rationals, and +, −, ×, ÷ of them with one √s.
func quadSurdOf(c *checker, e ast.Expr) (quadSurd, bool) {
	if v, err := c.eval(e, nil); err == nil {
		if r, exact := v.Exact(); exact {
			return ratSurd(r), true
		}
	} else {
		return quadSurd{}, false
	}
	switch n := e.(type) {
	case *ast.Root:
		if n.Index != nil {
			return quadSurd{}, false
		}
		v, err := c.eval(n.X, nil)
		if err != nil {
			return quadSurd{}, false
		}
		r, exact := v.Exact()
		if !exact || r.Sign() <= 0 || isRatSquare(r) {
			return quadSurd{}, false
		}
		return quadSurd{p: new(big.Rat), q: big.NewRat(1, 1), s: r}, true
	case *ast.Unary:
		a, ok := quadSurdOf(c, n.X)
		if !ok {
			return quadSurd{}, false
		}
		return a.signed(n.Op)
	case *ast.Binary:
		a, ok1 := quadSurdOf(c, n.X)
		b, ok2 := quadSurdOf(c, n.Y)
		if !ok1 || !ok2 {
			return quadSurd{}, false
		}
		s, ok := combine(a, b)
		if !ok {
			return quadSurd{}, false
		}
		return surdOp(n.Op, a, b, s)
	}
	return quadSurd{}, false
}

// signed is +a or −a; other unary operators are not read.
func (a quadSurd) signed(op ast.UnaryOp) (quadSurd, bool) {
	switch op {
	case ast.Plus:
		return a, true
	case ast.Neg:
		return quadSurd{p: new(big.Rat).Neg(a.p), q: new(big.Rat).Neg(a.q), s: a.s}, true
	}
	return quadSurd{}, false
}

// surdOp is a op b for surds over the one √s (s nil: both rational).
func surdOp(op ast.BinaryOp, a, b quadSurd, s *big.Rat) (quadSurd, bool) {
	r := func() *big.Rat { return new(big.Rat) }
	sv := big.NewRat(0, 1)
	if s != nil {
		sv = s
	}
	switch op {
	case ast.Add, ast.Sub:
		if op == ast.Sub {
			b = quadSurd{p: r().Neg(b.p), q: r().Neg(b.q), s: b.s}
		}
		return quadSurd{p: r().Add(a.p, b.p), q: r().Add(a.q, b.q), s: s}, true
	case ast.Mul:
		// (p1 + q1√s)(p2 + q2√s) = p1p2 + q1q2·s + (p1q2 + q1p2)√s
		p := r().Add(r().Mul(a.p, b.p), r().Mul(r().Mul(a.q, b.q), sv))
		q := r().Add(r().Mul(a.p, b.q), r().Mul(a.q, b.p))
		return quadSurd{p: p, q: q, s: s}, true
	case ast.Div:
		// times the conjugate p2 − q2√s over p2² − q2²·s (≠ 0: s no square)
		d := r().Sub(r().Mul(b.p, b.p), r().Mul(r().Mul(b.q, b.q), sv))
		if d.Sign() == 0 {
			return quadSurd{}, false
		}
		conj := quadSurd{p: b.p, q: r().Neg(b.q), s: b.s}
		m, _ := surdOp(ast.Mul, a, conj, s)
		return quadSurd{p: r().Quo(m.p, d), q: r().Quo(m.q, d), s: s}, true
	}
	return quadSurd{}, false
}

// equalsAt decides exactly whether g equals a at every root: at a known
// rational value directly (a rational never equals an irrational surd),
// else with h = num − p·den: h vanishes (q = 0), or h² − q²s·den²
// vanishes and h·den has the sign of q. ok is false when a sign cannot
// be told.
func (a quadSurd) equalsAt(at []gAtRoot) (equal, ok bool) {
	for _, g := range at {
		if g.val != nil {
			if a.q.Sign() != 0 || g.val.Cmp(a.p) != 0 {
				return false, true
			}
			continue
		}
		h := algebra.PolyAdd(g.num, algebra.PolyMul(g.den, algebra.PolyConst(a.p)), true)
		if a.q.Sign() == 0 {
			if !algebra.VanishesAt(h, g.pt) {
				return false, true
			}
			continue
		}
		q2s := new(big.Rat).Mul(new(big.Rat).Mul(a.q, a.q), a.s)
		if !algebra.VanishesAt(algebra.PolyAdd(algebra.PolyMul(h, h), algebra.PolyMul(algebra.PolyMul(g.den, g.den), algebra.PolyConst(q2s)), true), g.pt) {
			return false, true
		}
		sh, ok1 := signAt(h, g.pt)
		sd, ok2 := signAt(g.den, g.pt)
		if !ok1 || !ok2 {
			return false, false
		}
		if sh*sd != a.q.Sign() {
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
