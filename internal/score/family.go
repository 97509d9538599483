package score

import (
	"math/big"
	"sort"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// A parametric answer such as x = π/6 + πk/3 (k ∈ Z) is a set of reals: a
// union of arithmetic progressions {b + a·k}. Under strict rules two such
// answers are equal when they describe the same set, whatever the
// parameter's name or how the progressions are written: each side is
// reduced to residues modulo a common period and the residue sets are
// compared (π/6·(4k+2) = {π/3 + 2πk/3} and π/6·(2k+1) = {π/6 + πk/3}
// differ; π/6·(2k±1) and π/6·(2k+1) agree).

// progression is {b + a·k : k ∈ Z} with a > 0, or the point b when a = 0.
type progression struct{ a, b *big.Float }

const (
	famPrec = realPrec
	// famLo..famHi is the range of k sampled to find the period.
	famLo, famHi = -6, 14
	// maxPeriod bounds the period in k of a family ((-1)^k gives 2).
	maxPeriod = 4
	// maxResidues bounds the residues of one side modulo the common period.
	maxResidues = 5000
	// maxDen bounds the denominator of the ratio of two steps.
	maxDen = 1000
)

var famTol = new(big.Float).SetPrec(famPrec).SetFloat64(1e-40)

// compareFamilies compares two answers, at least one of which has a
// parametric family, as sets of reals.
func (s *symbolic) compareFamilies(g, p []*symItem) Outcome {
	gp, ok1 := s.progressions(g)
	pp, ok2 := s.progressions(p)
	if !ok1 || !ok2 {
		return Undecided
	}
	return equalUnions(gp, pp)
}

// progressions turns every item of one side into progressions and points.
func (s *symbolic) progressions(items []*symItem) ([]progression, bool) {
	var out []progression
	for _, it := range items {
		if it.kind != kindExpr {
			return nil, false
		}
		for _, e := range it.alts {
			if !it.family {
				if len(answer.FreeVars(e)) > 0 {
					return nil, false
				}
				v, err := s.c.Eval(e, nil)
				if err != nil {
					return nil, false
				}
				out = append(out, progression{a: newFam(), b: v.Float(famPrec)})
				continue
			}
			ps, ok := s.decompose(e, it.param)
			if !ok {
				return nil, false
			}
			out = append(out, ps...)
		}
	}
	return out, true
}

func newFam() *big.Float { return new(big.Float).SetPrec(famPrec) }

func famNear(x, y *big.Float) bool {
	d := newFam().Sub(x, y)
	d.Abs(d)
	m := newFam().Abs(x)
	if ay := newFam().Abs(y); ay.Cmp(m) > 0 {
		m = ay
	}
	if m.Cmp(big.NewFloat(1)) < 0 {
		m.SetFloat64(1)
	}
	return d.Cmp(m.Mul(m, famTol)) <= 0
}

// decompose finds the smallest period T ≤ maxPeriod such that f(r + jT) is
// arithmetic in j for every residue r, and returns the T progressions.
func (s *symbolic) decompose(e ast.Expr, param string) ([]progression, bool) {
	vals := map[int]*big.Float{}
	for k := famLo; k <= famHi; k++ {
		v, err := s.c.Eval(e, cas.Env{param: cas.Int(int64(k))})
		if err != nil {
			return nil, false
		}
		vals[k] = v.Float(famPrec)
	}
	for T := 1; T <= maxPeriod; T++ {
		var ps []progression
		ok := true
		for r := 0; r < T && ok; r++ {
			a := newFam().Sub(vals[r+T], vals[r])
			for k := r + famLo - famLo%T - T; k+T <= famHi; k += T {
				if vals[k] == nil || vals[k+T] == nil {
					continue
				}
				d := newFam().Sub(vals[k+T], vals[k])
				if !famNear(d, a) {
					ok = false
					break
				}
			}
			b := vals[r]
			if a.Sign() < 0 {
				a.Neg(a)
			}
			ps = append(ps, progression{a: a, b: b})
		}
		if ok {
			return ps, true
		}
	}
	return nil, false
}

// ratioRat approximates x/y by a fraction with denominator ≤ maxDen, if one
// is within the tolerance.
func ratioRat(x, y *big.Float) (*big.Rat, bool) {
	q := newFam().Quo(x, y)
	// Continued fraction of q.
	h0, h1 := big.NewInt(0), big.NewInt(1)
	k0, k1 := big.NewInt(1), big.NewInt(0)
	rem := newFam().Set(q)
	for range 40 {
		ai, _ := rem.Int(nil)
		if rem.Sign() < 0 && !rem.IsInt() {
			ai.Sub(ai, big.NewInt(1))
		}
		h2 := new(big.Int).Add(new(big.Int).Mul(ai, h1), h0)
		k2 := new(big.Int).Add(new(big.Int).Mul(ai, k1), k0)
		if k2.Cmp(big.NewInt(maxDen)) > 0 {
			return nil, false
		}
		h0, h1, k0, k1 = h1, h2, k1, k2
		r := new(big.Rat).SetFrac(h1, k1)
		if famNear(newFam().SetRat(r), q) {
			return r, true
		}
		frac := newFam().Sub(rem, newFam().SetInt(ai))
		if frac.Sign() == 0 {
			return nil, false
		}
		rem = newFam().Quo(big.NewFloat(1).SetPrec(famPrec), frac)
	}
	return nil, false
}

// equalUnions compares two unions of progressions and points as sets.
func equalUnions(g, p []progression) Outcome {
	var steps []*big.Float
	for _, x := range append(append([]progression(nil), g...), p...) {
		if x.a.Sign() != 0 {
			steps = append(steps, x.a)
		}
	}
	gPts, pPts := points(g), points(p)
	if len(steps) == 0 {
		return comparePoints(gPts, pPts)
	}
	// Common period L = N·u with every step a_i = n_i·u.
	a0 := steps[0]
	Q := big.NewInt(1)
	rats := make([]*big.Rat, len(steps))
	for i, a := range steps {
		r, ok := ratioRat(a, a0)
		if !ok {
			return Undecided // incommensurable steps: not compared here
		}
		rats[i] = r
		Q = lcm(Q, r.Denom())
	}
	N := big.NewInt(1)
	ns := make([]*big.Int, len(steps))
	for i, r := range rats {
		n := new(big.Int).Mul(r.Num(), new(big.Int).Quo(Q, r.Denom()))
		ns[i] = n
		N = lcm(N, n)
	}
	if !N.IsInt64() || N.Int64() > maxResidues {
		return Undecided
	}
	u := newFam().Quo(a0, newFam().SetInt(Q))
	L := newFam().Mul(u, newFam().SetInt(N))
	gRes, ok1 := residues(g, L)
	pRes, ok2 := residues(p, L)
	if !ok1 || !ok2 {
		return Undecided
	}
	if !sameFloats(gRes, pRes) {
		return Reject
	}
	// Points outside the other side's progressions make the sets differ.
	for _, x := range gPts {
		if !inProgressions(x, p, L) {
			return Reject
		}
	}
	for _, x := range pPts {
		if !inProgressions(x, g, L) {
			return Reject
		}
	}
	return Accept
}

func points(ps []progression) []*big.Float {
	var out []*big.Float
	for _, x := range ps {
		if x.a.Sign() == 0 {
			out = append(out, x.b)
		}
	}
	return out
}

func comparePoints(g, p []*big.Float) Outcome {
	if sameFloats(dedupe(g), dedupe(p)) {
		return Accept
	}
	return Reject
}

// mod returns x mod L in [0, L), with values within tolerance of L as 0.
func mod(x, L *big.Float) *big.Float {
	q := newFam().Quo(x, L)
	i, _ := q.Int(nil)
	if q.Sign() < 0 && !q.IsInt() {
		i.Sub(i, big.NewInt(1))
	}
	r := newFam().Sub(x, newFam().Mul(newFam().SetInt(i), L))
	if famNear(r, L) {
		r.SetFloat64(0)
	}
	return r
}

// residues lists, sorted and without duplicates, the residues modulo L of
// the progressions (not the points) of one side.
func residues(ps []progression, L *big.Float) ([]*big.Float, bool) {
	var out []*big.Float
	for _, x := range ps {
		if x.a.Sign() == 0 {
			continue
		}
		cnt := newFam().Quo(L, x.a)
		c, _ := cnt.Add(cnt, big.NewFloat(0.5)).Int64() // L/a is an integer up to rounding
		if c <= 0 || c > maxResidues || len(out)+int(c) > maxResidues {
			return nil, false
		}
		for j := int64(0); j < c; j++ {
			v := newFam().Add(x.b, newFam().Mul(newFam().SetInt64(j), x.a))
			out = append(out, mod(v, L))
		}
	}
	return dedupe(out), true
}

func dedupe(xs []*big.Float) []*big.Float {
	sort.Slice(xs, func(i, j int) bool { return xs[i].Cmp(xs[j]) < 0 })
	var out []*big.Float
	for _, x := range xs {
		if n := len(out); n > 0 && famNear(out[n-1], x) {
			continue
		}
		out = append(out, x)
	}
	return out
}

func sameFloats(a, b []*big.Float) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !famNear(a[i], b[i]) {
			return false
		}
	}
	return true
}

// inProgressions reports whether x lies in one of the progressions.
func inProgressions(x *big.Float, ps []progression, L *big.Float) bool {
	for _, p := range ps {
		if p.a.Sign() == 0 {
			if famNear(x, p.b) {
				return true
			}
			continue
		}
		d := newFam().Sub(x, p.b)
		q := newFam().Quo(d, p.a)
		i, _ := q.Int(nil)
		for _, c := range []*big.Int{i, new(big.Int).Add(i, big.NewInt(1)), new(big.Int).Sub(i, big.NewInt(1))} {
			if famNear(newFam().Add(p.b, newFam().Mul(newFam().SetInt(c), p.a)), x) {
				return true
			}
		}
	}
	_ = L
	return false
}

func lcm(a, b *big.Int) *big.Int {
	if a.Sign() == 0 || b.Sign() == 0 {
		return big.NewInt(0)
	}
	g := new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b))
	return new(big.Int).Abs(new(big.Int).Mul(a, new(big.Int).Quo(b, g)))
}
