package algebra

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
)

// Arithmetic and geometric progressions over ℚ, computed exactly
// (issue 25, capability 3b). Every power is bounded in size: past
// ProgMaxBits bits the computation stops with ErrProgTooBig.

// ProgMaxBits bounds the size of a term or a sum (numerator and
// denominator together).
const ProgMaxBits = 1 << 16

// ErrProgTooBig says a term or a sum would pass ProgMaxBits.
var ErrProgTooBig = errors.New("the progression's values pass the size bound")

// Prog is a progression a_n = A1 + (n-1) Step (arithmetic) or
// a_n = A1 Step^(n-1) (geometric).
type Prog struct {
	Geometric bool
	A1, Step  *big.Rat
}

// progPow is q^e for e ≥ 0, bounded.
func progPow(q *big.Rat, e int64) (*big.Rat, error) {
	if e < 0 {
		return nil, errors.New("negative exponent")
	}
	bits := int64(q.Num().BitLen() + q.Denom().BitLen())
	if bits*e > ProgMaxBits {
		return nil, ErrProgTooBig
	}
	num := new(big.Int).Exp(q.Num(), big.NewInt(e), nil)
	den := new(big.Int).Exp(q.Denom(), big.NewInt(e), nil)
	return new(big.Rat).SetFrac(num, den), nil
}

// Term is a_n (n ≥ 1).
func (p Prog) Term(n int64) (*big.Rat, error) {
	if n < 1 {
		return nil, errors.New("no term of index below 1")
	}
	if !p.Geometric {
		r := new(big.Rat).Mul(p.Step, new(big.Rat).SetInt64(n-1))
		return r.Add(r, p.A1), nil
	}
	qp, err := progPow(p.Step, n-1)
	if err != nil {
		return nil, err
	}
	return qp.Mul(qp, p.A1), nil
}

// Sum is a_1 + … + a_n (n ≥ 1).
func (p Prog) Sum(n int64) (*big.Rat, error) {
	if n < 1 {
		return nil, errors.New("no sum of fewer than one term")
	}
	nr := new(big.Rat).SetInt64(n)
	if !p.Geometric || p.Step.Cmp(big.NewRat(1, 1)) == 0 {
		last, err := p.Term(n)
		if err != nil {
			return nil, err
		}
		// n (a_1 + a_n) / 2
		s := new(big.Rat).Add(p.A1, last)
		s.Mul(s, nr)
		return s.Quo(s, big.NewRat(2, 1)), nil
	}
	qn, err := progPow(p.Step, n)
	if err != nil {
		return nil, err
	}
	// a_1 (q^n - 1) / (q - 1)
	s := new(big.Rat).Sub(qn, big.NewRat(1, 1))
	s.Mul(s, p.A1)
	return s.Quo(s, new(big.Rat).Sub(p.Step, big.NewRat(1, 1))), nil
}

// IndexOf is the index n ≥ from with a_n = v, when exactly one exists;
// otherwise why says why not: v is no such term, the terms repeat (a step
// 0, a ratio 0, 1 or -1), or the search passed its bound.
func (p Prog) IndexOf(v *big.Rat, from int64) (n int64, why string) {
	notTerm := "it is not a term of the sequence after the listed ones"
	if !p.Geometric {
		if p.Step.Sign() == 0 {
			return 0, "the terms repeat (the difference is 0)"
		}
		k := new(big.Rat).Sub(v, p.A1)
		k.Quo(k, p.Step)
		if !k.IsInt() || !k.Num().IsInt64() || k.Num().Int64() > 1<<40 || k.Num().Int64()+1 < from {
			return 0, notTerm
		}
		return k.Num().Int64() + 1, ""
	}
	if p.A1.Sign() == 0 || p.Step.Sign() == 0 || new(big.Rat).Abs(p.Step).Cmp(big.NewRat(1, 1)) == 0 {
		return 0, "the terms repeat (a term 0, or the ratio 0, 1 or -1)"
	}
	// |a_n| is strictly monotone in n: past |v| (ratio above 1) or
	// below it (ratio below 1), v is no term.
	grows := new(big.Rat).Abs(p.Step).Cmp(big.NewRat(1, 1)) > 0
	av := new(big.Rat).Abs(v)
	t := new(big.Rat).Set(p.A1)
	for n := int64(1); n <= 4096; n++ {
		if t.Cmp(v) == 0 {
			if n < from {
				return 0, notTerm
			}
			return n, ""
		}
		if c := new(big.Rat).Abs(t).Cmp(av); (grows && c > 0) || (!grows && c < 0) {
			return 0, notTerm
		}
		if t.Num().BitLen()+t.Denom().BitLen() > ProgMaxBits {
			return 0, ErrProgTooBig.Error()
		}
		t.Mul(t, p.Step)
	}
	return 0, "the search for its index passed 4,096 terms"
}

// RatRealRoots returns the real k-th roots (k ≥ 1) of r when they are all
// rational: none for r < 0 and k even, ±s for r > 0 and k even, one
// otherwise. ok is false when a real root is irrational or r is too large.
func RatRealRoots(r *big.Rat, k int) ([]*big.Rat, bool) {
	if k < 1 || r.Num().BitLen()+r.Denom().BitLen() > ProgMaxBits {
		return nil, false
	}
	if r.Sign() == 0 {
		return []*big.Rat{new(big.Rat)}, true
	}
	if r.Sign() < 0 && k%2 == 0 {
		return nil, true
	}
	num, ok1 := IntRoot(new(big.Int).Abs(r.Num()), k)
	den, ok2 := IntRoot(r.Denom(), k)
	if !ok1 || !ok2 {
		return nil, false
	}
	s := new(big.Rat).SetFrac(num, den)
	if r.Sign() < 0 {
		return []*big.Rat{s.Neg(s)}, true
	}
	if k%2 == 0 {
		return []*big.Rat{new(big.Rat).Neg(s), s}, true
	}
	return []*big.Rat{s}, true
}

// IntRoot is the exact k-th root of n ≥ 0, when n is a k-th power.
func IntRoot(n *big.Int, k int) (*big.Int, bool) {
	if n.Sign() == 0 || k == 1 {
		return new(big.Int).Set(n), true
	}
	// Bisection on [0, 2^(bits/k + 1)].
	lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(n.BitLen()/k+1))
	one := big.NewInt(1)
	kk := big.NewInt(int64(k))
	for lo.Cmp(hi) < 0 {
		mid := new(big.Int).Add(lo, hi)
		mid.Rsh(mid, 1)
		if new(big.Int).Exp(mid, kk, nil).Cmp(n) < 0 {
			lo = mid.Add(mid, one)
		} else {
			hi = mid
		}
	}
	return lo, new(big.Int).Exp(lo, kk, nil).Cmp(n) == 0
}

// FitProg returns the progressions (over the reals, with rational first
// term and step) that have the given terms: one for an arithmetic
// sequence, one or two for a geometric one. why says why none is fixed.
func FitProg(geometric bool, idx map[int]*big.Rat) ([]Prog, string) {
	var ix []int
	for i := range idx {
		ix = append(ix, i)
	}
	sort.Ints(ix)
	if len(ix) < 2 {
		return nil, "one term does not fix the sequence"
	}
	i0, i1 := ix[0], ix[1]
	v0, v1 := idx[i0], idx[i1]
	for _, i := range ix {
		if idx[i].Num().BitLen()+idx[i].Denom().BitLen() > ProgMaxBits {
			return nil, ErrProgTooBig.Error()
		}
	}
	var cands []Prog
	if !geometric {
		d := new(big.Rat).Sub(v1, v0)
		d.Quo(d, new(big.Rat).SetInt64(int64(i1-i0)))
		a1 := new(big.Rat).Sub(v0, new(big.Rat).Mul(d, new(big.Rat).SetInt64(int64(i0-1))))
		cands = []Prog{{A1: a1, Step: d}}
	} else {
		if v0.Sign() == 0 || v1.Sign() == 0 {
			return nil, "a geometric sequence with a term 0 is not read"
		}
		qs, ok := RatRealRoots(new(big.Rat).Quo(v1, v0), i1-i0)
		if !ok {
			return nil, fmt.Sprintf("the common ratio q with q^%d = %s is not rational", i1-i0, ShortRat(new(big.Rat).Quo(v1, v0)))
		}
		if len(qs) == 0 {
			return nil, fmt.Sprintf("no real ratio q has q^%d = %s", i1-i0, ShortRat(new(big.Rat).Quo(v1, v0)))
		}
		for _, q := range qs {
			a1 := new(big.Rat).Set(v0)
			qp, err := (Prog{Geometric: true, A1: big.NewRat(1, 1), Step: q}).Term(int64(i0))
			if err != nil {
				return nil, err.Error()
			}
			cands = append(cands, Prog{Geometric: true, A1: a1.Quo(a1, qp), Step: q})
		}
	}
	var fit []Prog
	why := ""
	for _, p := range cands {
		if w := progMisfit(p, ix, idx); w != "" {
			why = fmt.Sprintf("%s does not fit the sequence fixed by terms %d and %d", w, i0, i1)
			continue
		}
		fit = append(fit, p)
	}
	if len(fit) == 0 {
		return nil, why
	}
	return fit, ""
}

// progMisfit names a given term the progression does not have, or "".
func progMisfit(p Prog, ix []int, idx map[int]*big.Rat) string {
	for _, i := range ix {
		t, err := p.Term(int64(i))
		if err != nil {
			return err.Error()
		}
		if t.Cmp(idx[i]) != 0 {
			return fmt.Sprintf("the given term %d (%s, not %s)", i, ShortRat(idx[i]), ShortRat(t))
		}
	}
	return ""
}

// ShortRat writes a rational for a note, its middle digits elided past 60
// characters.
func ShortRat(r *big.Rat) string {
	s := r.RatString()
	if len(s) <= 60 {
		return s
	}
	return fmt.Sprintf("%s…(%d characters)…%s", s[:24], len(s), s[len(s)-12:])
}

// ArithFact is a linear fact on an arithmetic progression: C1 a_1 + Cd d
// = V (a term: 1, n-1; the sum of the first n terms: n, n(n-1)/2).
type ArithFact struct{ C1, Cd, V *big.Rat }

// SolveArith returns the value of the linear quantity C1 a_1 + Cd d asked
// (ask.V is ignored), when the facts fix it: two independent facts fix
// a_1 and d (prog is then set; every fact is verified); facts all
// proportional to one fix only its multiples.
func SolveArith(facts []ArithFact, ask ArithFact) (v *big.Rat, prog *Prog, why string) {
	det := func(x, y ArithFact) *big.Rat {
		return new(big.Rat).Sub(new(big.Rat).Mul(x.C1, y.Cd), new(big.Rat).Mul(x.Cd, y.C1))
	}
	holds := func(f ArithFact, a1, d *big.Rat) bool {
		s := new(big.Rat).Add(new(big.Rat).Mul(f.C1, a1), new(big.Rat).Mul(f.Cd, d))
		return s.Cmp(f.V) == 0
	}
	var base *ArithFact
	for i := range facts {
		f := facts[i]
		if f.C1.Sign() == 0 && f.Cd.Sign() == 0 {
			return nil, nil, "a fact says nothing of the sequence"
		}
		if base == nil {
			base = &facts[i]
			continue
		}
		D := det(*base, f)
		if D.Sign() == 0 {
			continue
		}
		// Cramer's rule on the two independent facts.
		a1 := new(big.Rat).Sub(new(big.Rat).Mul(base.V, f.Cd), new(big.Rat).Mul(base.Cd, f.V))
		a1.Quo(a1, D)
		d := new(big.Rat).Sub(new(big.Rat).Mul(base.C1, f.V), new(big.Rat).Mul(base.V, f.C1))
		d.Quo(d, D)
		for _, g := range facts {
			if !holds(g, a1, d) {
				return nil, nil, "the given facts contradict each other"
			}
		}
		v := new(big.Rat).Add(new(big.Rat).Mul(ask.C1, a1), new(big.Rat).Mul(ask.Cd, d))
		return v, &Prog{A1: a1, Step: d}, ""
	}
	if base == nil {
		return nil, nil, "no fact is given"
	}
	// Every fact is a multiple of base (and must agree with it); the
	// quantity asked must be one too.
	for _, g := range facts {
		m := new(big.Rat)
		if base.C1.Sign() != 0 {
			m.Quo(g.C1, base.C1)
		} else {
			m.Quo(g.Cd, base.Cd)
		}
		if new(big.Rat).Mul(m, base.V).Cmp(g.V) != 0 {
			return nil, nil, "the given facts contradict each other"
		}
	}
	if det(*base, ask).Sign() != 0 {
		return nil, nil, "the facts do not fix the quantity asked"
	}
	k := new(big.Rat) // ask = k base
	if base.C1.Sign() != 0 {
		k.Quo(ask.C1, base.C1)
	} else {
		k.Quo(ask.Cd, base.Cd)
	}
	return k.Mul(k, base.V), nil, ""
}
