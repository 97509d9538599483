package inequality

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
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

// ineqSolution is the exact solution set of an ineqSystem: the real line
// cut at the critical points roots[0] < ... < roots[m-1] into the pieces
// 0..m (piece k lies between roots[k-1] and roots[k]).
type ineqSolution struct {
	sqf   algebra.Poly       // square-free product of every numerator and denominator
	seq   []algebra.Poly     // its Sturm sequence
	roots []algebra.RealRoot // the critical points, increasing
	// test[k] is a rational point of piece k; test[k] < roots[k] ≤ test[k+1]
	// and each (test[k], test[k+1]] holds exactly one critical point.
	test    []*big.Rat
	inPiece []bool // the system holds on piece k
	atRoot  []bool // the system holds at roots[k]
	// surds names each irrational critical point exactly when it is a
	// quadratic surd (nil entries otherwise).
	surds []*algebra.Surd
	nAbs  int // absolute values reduced by the signs of their arguments
}

// solveIneq computes the exact solution set.
func solveIneq(sys algebra.IneqSystem) (*ineqSolution, error) {
	prod, factors, err := criticalFactors(sys)
	if err != nil {
		return nil, err
	}
	sol := &ineqSolution{sqf: algebra.SqfPart(prod), nAbs: len(sys.AbsArgs)}
	sol.seq = algebra.Sturm(sol.sqf)
	if sol.sqf.Deg() >= 1 {
		sol.roots = algebra.RealRoots(sol.sqf)
	}
	m := len(sol.roots)
	if err := sol.placeTestPoints(); err != nil {
		return nil, err
	}
	// Decide the system on every piece and at every critical point.
	sol.inPiece = make([]bool, m+1)
	sol.atRoot = make([]bool, m)
	for k := 0; k <= m; k++ {
		sol.inPiece[k] = sol.holdsAt(sys, k, false)
		if k < m {
			sol.atRoot[k] = sol.holdsAt(sys, k, true)
		}
	}
	sol.surds = make([]*algebra.Surd, m)
	for k, r := range sol.roots {
		if r.Exact == nil {
			sol.surds[k] = algebra.QuadraticSurd(r, factors)
		}
	}
	return sol, nil
}

// criticalFactors returns the product of the square-free parts of every
// non-constant numerator and denominator of the system (the links' and the
// absolute values' arguments), and those parts.
func criticalFactors(sys algebra.IneqSystem) (prod algebra.Poly, factors []algebra.Poly, err error) {
	prod = algebra.Poly{big.NewRat(1, 1)}
	var all []algebra.RatFunc
	for _, ch := range append(append([][]algebra.IneqLink(nil), sys.Chains...), sys.Conds...) {
		for _, l := range ch {
			if l.Fs == nil {
				all = append(all, l.F)
			}
			all = append(all, l.Fs...)
		}
	}
	all = append(all, sys.AbsArgs...)
	for _, f := range all {
		if len(f.Den) == 0 {
			return nil, nil, errors.New("a denominator is identically zero")
		}
		for _, q := range []algebra.Poly{f.Num, f.Den} {
			if q.Deg() < 1 {
				continue
			}
			s := algebra.SqfPart(q)
			factors = append(factors, s)
			prod = algebra.PolyMul(prod, s)
			if prod.Deg() > algebra.MaxIneqDegree {
				return nil, nil, fmt.Errorf("the critical points are roots of a polynomial of degree above %d", algebra.MaxIneqDegree)
			}
		}
	}
	return prod, factors, nil
}

// placeTestPoints sets one rational test point in every piece: outside a
// Cauchy bound at both ends, a short rational between the approximations
// of consecutive roots inside; each must separate the roots exactly.
func (sol *ineqSolution) placeTestPoints() error {
	m := len(sol.roots)
	bound := big.NewRat(1, 1)
	if mon := algebra.Monic(sol.sqf); len(mon) > 1 {
		for _, a := range mon[:len(mon)-1] {
			bound = algebra.MaxRat(bound, new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Abs(a)))
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
		a, _ := sol.roots[k-1].Approx().Rat(nil)
		b, _ := sol.roots[k].Approx().Rat(nil)
		sol.test[k] = algebra.Between(a, b)
	}
	for k := 0; k <= m; k++ {
		if sol.sqf.Eval(sol.test[k]).Sign() == 0 {
			return algebra.ErrRootsTooClose
		}
		if k < m && algebra.SignChanges(sol.seq, sol.test[k])-algebra.SignChanges(sol.seq, sol.test[k+1]) != 1 {
			return algebra.ErrRootsTooClose
		}
	}
	return nil
}

// signAt returns the sign of q on piece k, or at critical point k when
// root: exact at a rational root; at an irrational one 0 when q shares
// the root (its gcd with sqf changes sign across the isolating interval),
// else the sign just after it.
func (sol *ineqSolution) signAt(q algebra.Poly, k int, root bool) int {
	if !root {
		return q.Eval(sol.test[k]).Sign()
	}
	if r := sol.roots[k].Exact; r != nil {
		return q.Eval(r).Sign()
	}
	g := algebra.GcdPoly(q, sol.sqf)
	if g.Deg() >= 1 && g.Eval(sol.test[k]).Sign() != g.Eval(sol.test[k+1]).Sign() {
		return 0
	}
	return q.Eval(sol.test[k+1]).Sign()
}

// chainHolds decides the chain ch on piece k (or at root k), the absolute
// values read by the sign pattern pat.
func (sol *ineqSolution) chainHolds(ch []algebra.IneqLink, k int, root bool, pat int) bool {
	for _, l := range ch {
		f := l.At(pat)
		sd := sol.signAt(f.Den, k, root)
		if sd == 0 {
			return false // outside the domain
		}
		if !algebra.OpHolds(l.Op, sol.signAt(f.Num, k, root)*sd) {
			return false
		}
	}
	return true
}

// holdsAt decides the system on piece k (or at root k): every condition,
// and the chains joined by "or" for a union, else by "and".
func (sol *ineqSolution) holdsAt(sys algebra.IneqSystem, k int, root bool) bool {
	pat := 0
	for j, g := range sys.AbsArgs {
		sd := sol.signAt(g.Den, k, root)
		if sd == 0 {
			return false // an absolute value is undefined here
		}
		if sol.signAt(g.Num, k, root)*sd < 0 {
			pat |= 1 << j
		}
	}
	for _, ch := range sys.Conds {
		if !sol.chainHolds(ch, k, root, pat) {
			return false
		}
	}
	anyTrue, allTrue := false, true
	for _, ch := range sys.Chains {
		ok := sol.chainHolds(ch, k, root, pat)
		anyTrue = anyTrue || ok
		allTrue = allTrue && ok
	}
	if sys.Union {
		return anyTrue
	}
	return allTrue
}

// rootText prints critical point k exactly when possible, else to 25 digits.
func (sol *ineqSolution) rootText(k int, latex bool) (string, bool) {
	r := sol.roots[k]
	if r.Exact != nil {
		if latex {
			return algebra.RatLatex(r), true
		}
		return r.Exact.RatString(), true
	}
	if s := sol.surds[k]; s != nil {
		return s.Text(latex), true
	}
	return "≈" + r.Approx().Text('g', 20), false
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
	if sol.sqf.Eval(q).Sign() == 0 {
		return j, -1
	}
	if algebra.SignChanges(sol.seq, sol.test[j])-algebra.SignChanges(sol.seq, q) == 1 {
		return -1, j + 1
	}
	return -1, j
}
