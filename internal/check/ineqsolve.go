package check

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// This file solves polynomial and rational inequalities in one unknown
// exactly: every side difference of every relation is a quotient of two
// polynomials with rational coefficients; the critical points are the real
// roots of all numerators and denominators (rational roots exact, the
// others isolated by Sturm sequences); between consecutive critical points
// every polynomial keeps its sign, which is read at one rational test point,
// and at each critical point the sign is decided exactly (a rational root
// is substituted, an irrational one is a root of a polynomial exactly when
// its gcd with the product changes sign across the isolating interval).

// ineqLink is one link A op B of a relation chain, as (A-B) = num/den.
// When the system has absolute values, fs[p] is A-B under the sign pattern
// p of their arguments (bit j set: argument j is negative) and f is unused.
type ineqLink struct {
	f  ratFunc
	op ast.RelOp
	fs []ratFunc
}

// at returns the link's rational function under sign pattern p.
func (l ineqLink) at(p int) ratFunc {
	if l.fs == nil {
		return l.f
	}
	return l.fs[p]
}

// ineqSystem is a set of relation chains joined by "and" (every chain
// holds) or, when union is set, by "or".
type ineqSystem struct {
	chains [][]ineqLink
	union  bool
	// conds are the statement's conditions on the unknown; they always
	// hold ("and") whether the chains are joined by "and" or "or".
	conds [][]ineqLink
	// absArgs are the arguments of the absolute values the links were
	// reduced by: on each piece every argument has one sign.
	absArgs []ratFunc
}

// ineqSolution is the exact solution set of an ineqSystem: the real line
// cut at the critical points roots[0] < ... < roots[m-1] into the pieces
// 0..m (piece k lies between roots[k-1] and roots[k]).
type ineqSolution struct {
	sqf   poly       // square-free product of every numerator and denominator
	seq   []poly     // its Sturm sequence
	roots []realRoot // the critical points, increasing
	// test[k] is a rational point of piece k; test[k] < roots[k] ≤ test[k+1]
	// and each (test[k], test[k+1]] holds exactly one critical point.
	test    []*big.Rat
	inPiece []bool // the system holds on piece k
	atRoot  []bool // the system holds at roots[k]
	// surds names each irrational critical point exactly when it is a
	// quadratic surd (nil entries otherwise).
	surds []*surd
	nAbs  int // absolute values reduced by the signs of their arguments
}

var errRootsTooClose = errors.New("two critical points could not be separated")

// maxIneqDegree bounds the degree of the product of all numerators and
// denominators.
const maxIneqDegree = 120

// solveIneq computes the exact solution set.
func solveIneq(sys ineqSystem) (*ineqSolution, error) {
	prod := poly{big.NewRat(1, 1)}
	var factors []poly
	var all []ratFunc
	for _, ch := range append(append([][]ineqLink(nil), sys.chains...), sys.conds...) {
		for _, l := range ch {
			if l.fs == nil {
				all = append(all, l.f)
			}
			all = append(all, l.fs...)
		}
	}
	all = append(all, sys.absArgs...)
	for _, f := range all {
		{
			if len(f.den) == 0 {
				return nil, errors.New("a denominator is identically zero")
			}
			for _, q := range []poly{f.num, f.den} {
				if q.deg() < 1 {
					continue
				}
				s := sqfPart(q)
				factors = append(factors, s)
				prod = polyMul(prod, s)
				if prod.deg() > maxIneqDegree {
					return nil, fmt.Errorf("the critical points are roots of a polynomial of degree above %d", maxIneqDegree)
				}
			}
		}
	}
	sol := &ineqSolution{sqf: sqfPart(prod), nAbs: len(sys.absArgs)}
	sol.seq = sturm(sol.sqf)
	if sol.sqf.deg() >= 1 {
		sol.roots = realRoots(sol.sqf)
	}
	m := len(sol.roots)
	// Test points: outside a Cauchy bound at both ends, a short rational
	// between the approximations of consecutive roots inside.
	bound := big.NewRat(1, 1)
	if mon := monic(sol.sqf); len(mon) > 1 {
		for _, a := range mon[:len(mon)-1] {
			bound = maxRat(bound, new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Abs(a)))
		}
	}
	bound.Add(bound, big.NewRat(1, 1))
	sol.test = make([]*big.Rat, m+1)
	sol.test[0] = new(big.Rat).Neg(bound)
	sol.test[m] = bound
	if m == 0 {
		sol.test[0] = new(big.Rat)
	}
	for k := 1; k < m; k++ {
		a, _ := sol.roots[k-1].approx().Rat(nil)
		b, _ := sol.roots[k].approx().Rat(nil)
		sol.test[k] = between(a, b)
	}
	for k := 0; k <= m; k++ {
		if sol.sqf.eval(sol.test[k]).Sign() == 0 {
			return nil, errRootsTooClose
		}
		if k < m && signChanges(sol.seq, sol.test[k])-signChanges(sol.seq, sol.test[k+1]) != 1 {
			return nil, errRootsTooClose
		}
	}
	// Decide the system on every piece and at every critical point.
	sol.inPiece = make([]bool, m+1)
	sol.atRoot = make([]bool, m)
	signAt := func(q poly, k int, root bool) int {
		if !root {
			return q.eval(sol.test[k]).Sign()
		}
		if r := sol.roots[k].Exact; r != nil {
			return q.eval(r).Sign()
		}
		g := gcdPoly(q, sol.sqf)
		if g.deg() >= 1 && g.eval(sol.test[k]).Sign() != g.eval(sol.test[k+1]).Sign() {
			return 0
		}
		return q.eval(sol.test[k+1]).Sign()
	}
	chainHolds := func(ch []ineqLink, k int, root bool, pat int) bool {
		for _, l := range ch {
			f := l.at(pat)
			sd := signAt(f.den, k, root)
			if sd == 0 {
				return false // outside the domain
			}
			if !opHolds(l.op, signAt(f.num, k, root)*sd) {
				return false
			}
		}
		return true
	}
	holdsAt := func(k int, root bool) bool {
		pat := 0
		for j, g := range sys.absArgs {
			sd := signAt(g.den, k, root)
			if sd == 0 {
				return false // an absolute value is undefined here
			}
			if signAt(g.num, k, root)*sd < 0 {
				pat |= 1 << j
			}
		}
		for _, ch := range sys.conds {
			if !chainHolds(ch, k, root, pat) {
				return false
			}
		}
		anyTrue, allTrue := false, true
		for _, ch := range sys.chains {
			ok := chainHolds(ch, k, root, pat)
			anyTrue = anyTrue || ok
			allTrue = allTrue && ok
		}
		if sys.union {
			return anyTrue
		}
		return allTrue
	}
	for k := 0; k <= m; k++ {
		sol.inPiece[k] = holdsAt(k, false)
		if k < m {
			sol.atRoot[k] = holdsAt(k, true)
		}
	}
	sol.surds = make([]*surd, m)
	for k, r := range sol.roots {
		if r.Exact == nil {
			sol.surds[k] = quadraticSurd(r, factors)
		}
	}
	return sol, nil
}

// opHolds reports whether sign(A-B) = s satisfies A op B.
func opHolds(op ast.RelOp, s int) bool {
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

// sqfPart returns the monic square-free part of p.
func sqfPart(p poly) poly {
	p = trim(p)
	if p.deg() < 1 {
		return p
	}
	q, _ := divmod(p, gcdPoly(p, p.derive()))
	return monic(q)
}

// between returns a short rational strictly inside (a, b), a < b.
func between(a, b *big.Rat) *big.Rat {
	w := new(big.Rat).Sub(b, a)
	w.Quo(w, big.NewRat(4, 1))
	lo := new(big.Rat).Add(a, w)
	hi := new(big.Rat).Sub(b, w)
	if q := simplest(lo, hi); q != nil {
		return q
	}
	m := new(big.Rat).Add(a, b)
	return m.Quo(m, big.NewRat(2, 1))
}

// surd is p + s·√d with p, s rational and d a square-free integer > 1.
type surd struct {
	p, s *big.Rat
	d    *big.Int
}

// quadraticSurd names an irrational root exactly when one of the factors
// has it as a root of a quadratic factor over the rationals.
func quadraticSurd(r realRoot, factors []poly) *surd {
	for _, q := range factors {
		// Divide out the rational roots; a quadratic remainder that
		// vanishes at r gives r in closed form.
		rest := q
		for _, rr := range realRoots(q) {
			if rr.Exact != nil {
				rest, _ = divmod(rest, poly{new(big.Rat).Neg(rr.Exact), big.NewRat(1, 1)})
			}
		}
		if rest.deg() != 2 {
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
		out, in := squareOut(nd)
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
			cand := &surd{p: p, s: ss, d: in}
			if cand.near(r) {
				return cand
			}
		}
	}
	return nil
}

// squareOut writes n = out²·in with in square-free (trial division up to
// 10^5; a larger remaining factor is left inside).
func squareOut(n *big.Int) (out, in *big.Int) {
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

func (s *surd) float() *big.Float {
	r := new(big.Float).SetPrec(precBits).SetInt(s.d)
	r.Sqrt(r)
	r.Mul(r, new(big.Float).SetPrec(precBits).SetRat(s.s))
	return r.Add(r, new(big.Float).SetPrec(precBits).SetRat(s.p))
}

func (s *surd) near(r realRoot) bool {
	d := new(big.Float).Sub(s.float(), r.approx())
	return d.Abs(d).Cmp(big.NewFloat(1e-35)) < 0
}

// text prints the surd in plain text ("-1+2√3") or LaTeX.
func (s *surd) text(latex bool) string {
	root := "√" + s.d.String()
	if latex {
		root = `\sqrt{` + s.d.String() + `}`
	}
	abs := new(big.Rat).Abs(s.s)
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
	if s.s.Sign() < 0 {
		sign = "-"
	}
	if s.p.Sign() == 0 {
		if sign == "+" {
			return term
		}
		return "-" + term
	}
	p := s.p.RatString()
	if latex {
		p = ratLatex(realRoot{Exact: s.p})
	}
	return p + sign + term
}

// rootText prints critical point k exactly when possible, else to 25 digits.
func (sol *ineqSolution) rootText(k int, latex bool) (string, bool) {
	r := sol.roots[k]
	if r.Exact != nil {
		if latex {
			return ratLatex(r), true
		}
		return r.Exact.RatString(), true
	}
	if s := sol.surds[k]; s != nil {
		return s.text(latex), true
	}
	return "≈" + r.approx().Text('g', 20), false
}

// text prints the solution set as a union of intervals and points
// ("(-1,-√11)∪(√11,9)", "∅", "ℝ"); exact is false when an end could
// only be printed rounded. In LaTeX it is a recomputed answer.
func (sol *ineqSolution) text(latex bool) (string, bool) {
	m := len(sol.roots)
	// The atoms in order: piece 0, root 0, piece 1, ..., piece m; atom 2k
	// is piece k and atom 2k+1 is root k.
	truth := func(a int) bool {
		if a%2 == 0 {
			return sol.inPiece[a/2]
		}
		return sol.atRoot[a/2]
	}
	inf, cup, empty, reals := "∞", "∪", "∅", "ℝ"
	if latex {
		inf, cup, empty, reals = `\infty`, ` \cup `, `\varnothing`, `\mathbb{R}`
	}
	exact := true
	end := func(k int) string {
		s, ok := sol.rootText(k, latex)
		exact = exact && ok
		return s
	}
	var parts []string
	for a := 0; a <= 2*m; a++ {
		if !truth(a) {
			continue
		}
		b := a
		for b+1 <= 2*m && truth(b+1) {
			b++
		}
		switch {
		case a == b && a%2 == 1:
			if latex {
				parts = append(parts, `\{`+end(a/2)+`\}`)
			} else {
				parts = append(parts, "{"+end(a/2)+"}")
			}
		case a == 0 && b == 2*m:
			parts = append(parts, reals)
		default:
			lo, hi := "(-"+inf, inf+")"
			if a > 0 {
				if a%2 == 1 {
					lo = "[" + end(a/2)
				} else {
					lo = "(" + end(a/2-1)
				}
			}
			if b < 2*m {
				if b%2 == 1 {
					hi = end(b/2) + "]"
				} else {
					hi = end(b/2) + ")"
				}
			}
			parts = append(parts, lo+", "+hi)
		}
		a = b
	}
	if len(parts) == 0 {
		return empty, exact
	}
	return strings.Join(parts, cup), exact
}

// pieceOf locates an exact rational point: the critical point it is
// (root ≥ 0) or the piece it lies in (root = -1).
func (sol *ineqSolution) locateRat(q *big.Rat) (root, piece int) {
	m := len(sol.roots)
	if m == 0 {
		return -1, 0
	}
	if q.Cmp(sol.test[0]) <= 0 {
		return -1, 0
	}
	if q.Cmp(sol.test[m]) > 0 {
		return -1, m
	}
	j := sort.Search(m, func(j int) bool { return q.Cmp(sol.test[j+1]) <= 0 })
	// test[j] < q ≤ test[j+1], which holds roots[j].
	if sol.sqf.eval(q).Sign() == 0 {
		return j, -1
	}
	if signChanges(sol.seq, sol.test[j])-signChanges(sol.seq, q) == 1 {
		return -1, j + 1
	}
	return -1, j
}
