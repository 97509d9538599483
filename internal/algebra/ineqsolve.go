package algebra

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// IneqLink is one link A op B of a relation chain, as (A-B) = num/den.
// When the system has absolute values, fs[p] is A-B under the sign pattern
// P of their arguments (bit j set: argument j is negative) and f is unused.
type IneqLink struct {
	F  RatFunc
	Op ast.RelOp
	Fs []RatFunc
}

// At returns the link's rational function under sign pattern p.
func (l IneqLink) At(p int) RatFunc {
	if l.Fs == nil {
		return l.F
	}
	return l.Fs[p]
}

// IneqSystem is a set of relation chains joined by "and" (every chain
// holds) or, when union is set, by "or".
type IneqSystem struct {
	Chains [][]IneqLink
	Union  bool
	// Conds are the statement's conditions on the unknown; they always
	// hold ("and") whether the chains are joined by "and" or "or".
	Conds [][]IneqLink
	// AbsArgs are the arguments of the absolute values the links were
	// reduced by: on each piece every argument has one sign.
	AbsArgs []RatFunc
}

var ErrRootsTooClose = errors.New("two critical points could not be separated")

// MaxIneqDegree bounds the degree of the product of all numerators and
// denominators.
const MaxIneqDegree = 120

// OpHolds reports whether sign(A-B) = s satisfies A op B.
func OpHolds(op ast.RelOp, s int) bool {
	switch op {
	case ast.Lt:
		return s < 0
	case ast.Le:
		return s <= 0
	case ast.Gt:
		return s > 0
	case ast.Ge:
		return s >= 0
	case ast.Eq:
		return s == 0
	case ast.Ne:
		return s != 0
	}
	return false
}

// SqfPart returns the monic square-free part of p.
func SqfPart(p Poly) Poly {
	p = Trim(p)
	if p.Deg() < 1 {
		return p
	}
	q, _ := Divmod(p, GcdPoly(p, p.Derive()))
	return Monic(q)
}

// Between returns a short rational strictly inside (a, b), a < b.
func Between(a, b *big.Rat) *big.Rat {
	w := new(big.Rat).Sub(b, a)
	w.Quo(w, big.NewRat(4, 1))
	lo := new(big.Rat).Add(a, w)
	hi := new(big.Rat).Sub(b, w)
	if q := Simplest(lo, hi); q != nil {
		return q
	}
	m := new(big.Rat).Add(a, b)
	return m.Quo(m, big.NewRat(2, 1))
}

// Surd is p + s·√d with p, s rational and d a square-free integer > 1.
type Surd struct {
	P, S *big.Rat
	D    *big.Int
}

// QuadraticSurd names an irrational root exactly when one of the factors
// has it as a root of a quadratic factor over the rationals.
func QuadraticSurd(r RealRoot, factors []Poly) *Surd {
	for _, q := range factors {
		// Divide out the rational roots; a quadratic remainder that
		// vanishes at r gives r in closed form.
		rest := q
		for _, rr := range RealRoots(q) {
			if rr.Exact != nil {
				rest, _ = Divmod(rest, Poly{new(big.Rat).Neg(rr.Exact), big.NewRat(1, 1)})
			}
		}
		if rest.Deg() != 2 {
			continue
		}
		a, b, c := rest[2], rest[1], rest[0]
		disc := new(big.Rat).Sub(new(big.Rat).Mul(b, b), new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(a, c)))
		if disc.Sign() <= 0 {
			continue
		}
		twoA := new(big.Rat).Mul(big.NewRat(2, 1), a)
		p := new(big.Rat).Quo(new(big.Rat).Neg(b), twoA)
		// √disc/(2a) = √(n·d')/(d'·2a) with disc = n/d'.
		nd := new(big.Int).Mul(disc.Num(), disc.Denom())
		out, in := SquareOut(nd)
		if in.Cmp(big.NewInt(1)) == 0 {
			continue // rational: not this factor
		}
		s := new(big.Rat).SetFrac(out, disc.Denom())
		s.Quo(s, twoA)
		s.Abs(s)
		for _, sg := range []int{1, -1} {
			ss := new(big.Rat).Set(s)
			if sg < 0 {
				ss.Neg(ss)
			}
			cand := &Surd{P: p, S: ss, D: in}
			if cand.Near(r) {
				return cand
			}
		}
	}
	return nil
}

// SquareOut writes n = out²·in with in square-free (trial division up to
// 10^5; a larger remaining factor is left inside).
func SquareOut(n *big.Int) (out, in *big.Int) {
	out, in = big.NewInt(1), new(big.Int).Set(n)
	for f := int64(2); f < 100000; f++ {
		ff := big.NewInt(f * f)
		if ff.Cmp(in) > 0 {
			break
		}
		for {
			q, m := new(big.Int).DivMod(in, ff, new(big.Int))
			if m.Sign() != 0 {
				break
			}
			in = q
			out.Mul(out, big.NewInt(f))
		}
	}
	return out, in
}

func (s *Surd) Float() *big.Float {
	r := new(big.Float).SetPrec(PrecBits).SetInt(s.D)
	r.Sqrt(r)
	r.Mul(r, new(big.Float).SetPrec(PrecBits).SetRat(s.S))
	return r.Add(r, new(big.Float).SetPrec(PrecBits).SetRat(s.P))
}

func (s *Surd) Near(r RealRoot) bool {
	d := new(big.Float).Sub(s.Float(), r.Approx())
	return d.Abs(d).Cmp(big.NewFloat(1e-35)) < 0
}

// Text prints the surd in plain text ("-1+2√3") or LaTeX.
func (s *Surd) Text(latex bool) string {
	root := "√" + s.D.String()
	if latex {
		root = `\sqrt{` + s.D.String() + `}`
	}
	abs := new(big.Rat).Abs(s.S)
	term := root
	if !abs.IsInt() || abs.Num().Cmp(big.NewInt(1)) != 0 {
		switch {
		case abs.IsInt():
			term = abs.Num().String() + root
		case latex:
			num := ""
			if abs.Num().Cmp(big.NewInt(1)) != 0 {
				num = abs.Num().String()
			}
			term = fmt.Sprintf(`\frac{%s%s}{%s}`, num, root, abs.Denom())
		case abs.Num().Cmp(big.NewInt(1)) == 0:
			term = root + "/" + abs.Denom().String()
		default:
			term = abs.Num().String() + root + "/" + abs.Denom().String()
		}
	}
	sign := "+"
	if s.S.Sign() < 0 {
		sign = "-"
	}
	if s.P.Sign() == 0 {
		if sign == "+" {
			return term
		}
		return "-" + term
	}
	p := s.P.RatString()
	if latex {
		p = RatLatex(RealRoot{Exact: s.P})
	}
	return p + sign + term
}
