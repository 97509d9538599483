package answer

import (
	"math/big"
	"sort"
)

// Families over the integers: a parametric answer such as x = π/6 + πk/3
// (k ∈ Z) is a set of reals, a union of arithmetic progressions
// {b + a·k}. Two such unions are equal when they are the same set,
// whatever the parameter's name or how the progressions are written: each
// side is reduced to residues modulo a common period and the residue sets
// are compared (π/6·(4k+2) = {π/3 + 2πk/3} and π/6·(2k+1) = {π/6 + πk/3}
// differ; π/6·(2k±1) and π/6·(2k+1) agree). Leg 1 (a trigonometric
// equation's families against its roots modulo 2π) and the scorer (two
// answers' families) both read families here.

// Progression is {Start + Step·k : k ∈ Z} with Step > 0, or the point
// Start when Step is 0.
type Progression struct{ Step, Start *big.Float }

// FamilyPrec is the precision (bits) of the values of families.
const FamilyPrec = 256

const (
	// famLo..famHi is the range of k sampled to find the period.
	famLo, famHi = -6, 14
	// maxPeriod bounds the period in k of a family ((-1)^k gives 2).
	maxPeriod = 4
	// maxResidues bounds the residues of one side modulo the common period.
	maxResidues = 5000
	// maxDen bounds the denominator of the ratio of two steps.
	maxDen = 1000
)

var famTol = new(big.Float).SetPrec(FamilyPrec).SetFloat64(1e-40)

func newFam() *big.Float { return new(big.Float).SetPrec(FamilyPrec) }

// Near reports whether two values of families agree: relatively to 1e-40,
// absolutely below magnitude 1.
func Near(x, y *big.Float) bool {
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

// Decompose reads a family f(k), given by its values at (at: false when
// f(k) has none), as progressions: it finds the smallest period T ≤ 4 such
// that f(r + jT) is arithmetic in j for every residue r, and returns the T
// progressions. ok is false when no such period exists (f is not a union
// of progressions, or has no value at some sampled k).
func Decompose(at func(k int64) (*big.Float, bool)) (ps []Progression, ok bool) {
	vals := map[int]*big.Float{}
	for k := famLo; k <= famHi; k++ {
		v, ok := at(int64(k))
		if !ok {
			return nil, false
		}
		vals[k] = v
	}
	for T := 1; T <= maxPeriod; T++ {
		var ps []Progression
		ok := true
		for r := 0; r < T && ok; r++ {
			a := newFam().Sub(vals[r+T], vals[r])
			for k := r + famLo - famLo%T - T; k+T <= famHi; k += T {
				if vals[k] == nil || vals[k+T] == nil {
					continue
				}
				d := newFam().Sub(vals[k+T], vals[k])
				if !Near(d, a) {
					ok = false
					break
				}
			}
			b := vals[r]
			if a.Sign() < 0 {
				a.Neg(a)
			}
			ps = append(ps, Progression{Step: a, Start: b})
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
		if Near(newFam().SetRat(r), q) {
			return r, true
		}
		frac := newFam().Sub(rem, newFam().SetInt(ai))
		if frac.Sign() == 0 {
			return nil, false
		}
		rem = newFam().Quo(big.NewFloat(1).SetPrec(FamilyPrec), frac)
	}
	return nil, false
}

// EqualUnions compares two unions of progressions and points as sets of
// reals. decided is false when they cannot be compared here (steps that are
// not rational multiples of each other, too many residues).
func EqualUnions(g, p []Progression) (equal, decided bool) {
	var steps []*big.Float
	for _, x := range append(append([]Progression(nil), g...), p...) {
		if x.Step.Sign() != 0 {
			steps = append(steps, x.Step)
		}
	}
	gPts, pPts := points(g), points(p)
	if len(steps) == 0 {
		return sameFloats(dedupe(gPts), dedupe(pPts)), true
	}
	// Common period L = N·u with every step a_i = n_i·u.
	a0 := steps[0]
	Q := big.NewInt(1)
	rats := make([]*big.Rat, len(steps))
	for i, a := range steps {
		r, ok := ratioRat(a, a0)
		if !ok {
			return false, false // incommensurable steps: not compared here
		}
		rats[i] = r
		Q = lcm(Q, r.Denom())
	}
	N := big.NewInt(1)
	for _, r := range rats {
		N = lcm(N, new(big.Int).Mul(r.Num(), new(big.Int).Quo(Q, r.Denom())))
	}
	if !N.IsInt64() || N.Int64() > maxResidues {
		return false, false
	}
	u := newFam().Quo(a0, newFam().SetInt(Q))
	L := newFam().Mul(u, newFam().SetInt(N))
	gRes, ok1 := Residues(g, L)
	pRes, ok2 := Residues(p, L)
	if !ok1 || !ok2 {
		return false, false
	}
	if !sameFloats(gRes, pRes) {
		return false, true
	}
	// Points outside the other side's progressions make the sets differ.
	for _, x := range gPts {
		if !InProgressions(x, p) {
			return false, true
		}
	}
	for _, x := range pPts {
		if !InProgressions(x, g) {
			return false, true
		}
	}
	return true, true
}

func points(ps []Progression) []*big.Float {
	var out []*big.Float
	for _, x := range ps {
		if x.Step.Sign() == 0 {
			out = append(out, x.Start)
		}
	}
	return out
}

// Mod returns x mod L in [0, L), with values within tolerance of L as 0.
func Mod(x, L *big.Float) *big.Float {
	q := newFam().Quo(x, L)
	i, _ := q.Int(nil)
	if q.Sign() < 0 && !q.IsInt() {
		i.Sub(i, big.NewInt(1))
	}
	r := newFam().Sub(x, newFam().Mul(newFam().SetInt(i), L))
	if Near(r, L) {
		r.SetFloat64(0)
	}
	return r
}

// Residues lists, sorted and without duplicates, the residues modulo L of
// the progressions (not the points) of ps. A step a that is a rational
// multiple p/q of L (in lowest terms, q ≤ 1000) covers the q residues
// Start + j·L/q; ok is false when a step is not such a multiple or there
// are more than 5000 residues.
func Residues(ps []Progression, L *big.Float) ([]*big.Float, bool) {
	var out []*big.Float
	for _, x := range ps {
		if x.Step.Sign() == 0 {
			continue
		}
		// L = c·Step: the c residues Start + j·Step; otherwise Step =
		// (p/q)·L covers Start + j·L/q.
		var q int64
		var shift *big.Float
		cnt := newFam().Quo(L, x.Step)
		if c, _ := newFam().Add(cnt, big.NewFloat(0.5)).Int64(); c > 0 && Near(cnt, newFam().SetInt64(c)) {
			q, shift = c, x.Step
		} else if r, ok := ratioRat(x.Step, L); ok && r.Sign() > 0 {
			q = r.Denom().Int64()
			shift = newFam().Quo(L, newFam().SetInt64(q))
		} else {
			return nil, false
		}
		if q > maxResidues || len(out)+int(q) > maxResidues {
			return nil, false
		}
		for j := int64(0); j < q; j++ {
			v := newFam().Add(x.Start, newFam().Mul(newFam().SetInt64(j), shift))
			out = append(out, Mod(v, L))
		}
	}
	return dedupe(out), true
}

func dedupe(xs []*big.Float) []*big.Float {
	sort.Slice(xs, func(i, j int) bool { return xs[i].Cmp(xs[j]) < 0 })
	var out []*big.Float
	for _, x := range xs {
		if n := len(out); n > 0 && Near(out[n-1], x) {
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
		if !Near(a[i], b[i]) {
			return false
		}
	}
	return true
}

// InProgressions reports whether x lies in one of the progressions (or is
// one of their points).
func InProgressions(x *big.Float, ps []Progression) bool {
	for _, p := range ps {
		if p.Step.Sign() == 0 {
			if Near(x, p.Start) {
				return true
			}
			continue
		}
		d := newFam().Sub(x, p.Start)
		q := newFam().Quo(d, p.Step)
		i, _ := q.Int(nil)
		for _, c := range []*big.Int{i, new(big.Int).Add(i, big.NewInt(1)), new(big.Int).Sub(i, big.NewInt(1))} {
			if Near(newFam().Add(p.Start, newFam().Mul(newFam().SetInt(c), p.Step)), x) {
				return true
			}
		}
	}
	return false
}

func lcm(a, b *big.Int) *big.Int {
	if a.Sign() == 0 || b.Sign() == 0 {
		return big.NewInt(0)
	}
	g := new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b))
	return new(big.Int).Abs(new(big.Int).Mul(a, new(big.Int).Quo(b, g)))
}
