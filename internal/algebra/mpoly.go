package algebra

import (
	"context"
	"math/big"
	"sort"
)

// Mpoly is a polynomial in several variables with rational coefficients:
// its terms in decreasing lexicographic order of their exponent vectors
// (variable 0 the largest), no zero coefficient. Every exponent vector of
// one computation has the same length.
type Mpoly []Mterm

type Mterm struct {
	E []int
	C *big.Rat
}

// Limits of the exact elimination: beyond them it gives up (the caller
// says undecided) instead of running into the time limit.
const (
	MaxGBPairs   = 400  // S-polynomials reduced in one Buchberger run
	MaxGBTerms   = 400  // terms of one basis element
	MaxGBCoefBit = 3000 // bits of a coefficient's numerator or denominator
	// MaxGBWork bounds the work of one Buchberger run, in deterministic
	// units (reduceWork): without it a run within the other limits could
	// reduce for minutes on rationals that grow, and only the wall clock
	// stopped it, so its verdict depended on the machine's load. On
	// MATH, CollegeMath, OlympiadBench and Gaokao (leg 1's check, 2,139
	// runs) every run that finished did at most 129,725 units; the runs
	// that did not finish spent 60 % of all the work, one of them 2
	// million units on a row left undecided. 600,000 leaves a finished
	// run 4.6 times its largest measured work.
	MaxGBWork = 600_000
)

func CmpMono(a, b []int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] > b[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

func Mconst(n int, r *big.Rat) Mpoly {
	if r.Sign() == 0 {
		return nil
	}
	return Mpoly{{make([]int, n), new(big.Rat).Set(r)}}
}

func Mvar(n, i int) Mpoly {
	e := make([]int, n)
	e[i] = 1
	return Mpoly{{e, big.NewRat(1, 1)}}
}

// Madd returns a + s·b for s = ±1.
func Madd(a, b Mpoly, neg bool) Mpoly {
	out := make(Mpoly, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var k int
		switch {
		case i == len(a):
			k = -1
		case j == len(b):
			k = 1
		default:
			k = CmpMono(a[i].E, b[j].E)
		}
		switch {
		case k > 0:
			out = append(out, a[i])
			i++
		case k < 0:
			c := new(big.Rat).Set(b[j].C)
			if neg {
				c.Neg(c)
			}
			out = append(out, Mterm{b[j].E, c})
			j++
		default:
			c := new(big.Rat)
			if neg {
				c.Sub(a[i].C, b[j].C)
			} else {
				c.Add(a[i].C, b[j].C)
			}
			if c.Sign() != 0 {
				out = append(out, Mterm{a[i].E, c})
			}
			i++
			j++
		}
	}
	return out
}

// MmulTerm returns c·m·p for a monomial m.
func MmulTerm(p Mpoly, m []int, c *big.Rat) Mpoly {
	out := make(Mpoly, len(p))
	for i, t := range p {
		e := make([]int, len(t.E))
		for k := range e {
			e[k] = t.E[k] + m[k]
		}
		out[i] = Mterm{e, new(big.Rat).Mul(t.C, c)}
	}
	return out
}

func Mmul(a, b Mpoly) Mpoly {
	var out Mpoly
	for _, t := range b {
		out = Madd(out, MmulTerm(a, t.E, t.C), false)
	}
	return out
}

func Mequal(a, b Mpoly) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if CmpMono(a[i].E, b[i].E) != 0 || a[i].C.Cmp(b[i].C) != 0 {
			return false
		}
	}
	return true
}

func Mdegree(p Mpoly) int {
	d := 0
	for _, t := range p {
		s := 0
		for _, k := range t.E {
			s += k
		}
		d = max(d, s)
	}
	return d
}

// Mpermute reorders the variables: variable j of the result is variable
// perm[j] of p.
func Mpermute(p Mpoly, perm []int) Mpoly {
	out := make(Mpoly, len(p))
	for i, t := range p {
		e := make([]int, len(perm))
		for j, k := range perm {
			e[j] = t.E[k]
		}
		out[i] = Mterm{e, t.C}
	}
	sort.Slice(out, func(i, j int) bool { return CmpMono(out[i].E, out[j].E) > 0 })
	return out
}

func Mmonic(p Mpoly) Mpoly {
	if len(p) == 0 {
		return p
	}
	lc := p[0].C
	out := make(Mpoly, len(p))
	for i, t := range p {
		out[i] = Mterm{t.E, new(big.Rat).Quo(t.C, lc)}
	}
	return out
}

func Divides(a, b []int) bool {
	for i := range a {
		if a[i] > b[i] {
			return false
		}
	}
	return true
}

// Mreduce fully reduces f by the basis g.
func Mreduce(f Mpoly, g []Mpoly) Mpoly {
	rem, _ := mreduce(f, g, nil)
	return rem
}

// mreduce fully reduces f by the basis g, adding the work of each step
// (reduceWork) to *work when work is not nil; ok is false when *work
// passes MaxGBWork.
func mreduce(f Mpoly, g []Mpoly, work *int) (_ Mpoly, ok bool) {
	var rem Mpoly
	for len(f) > 0 {
		if work != nil && *work > MaxGBWork {
			return nil, false
		}
		t := f[0]
		done := false
		for _, q := range g {
			if Divides(q[0].E, t.E) {
				m := make([]int, len(t.E))
				for k := range m {
					m[k] = t.E[k] - q[0].E[k]
				}
				c := new(big.Rat).Quo(t.C, q[0].C)
				if work != nil {
					*work += reduceWork(f, q, c)
				}
				f = Madd(f, MmulTerm(q, m, c), true)
				done = true
				break
			}
		}
		if !done {
			rem = append(rem, t)
			f = f[1:]
		}
	}
	return rem, true
}

// reduceWork is the work of one reduction step f - c·m·q: the terms it
// touches, each weighed by the 64-bit words of the quotient c, whose size
// the products and their normalisation grow with.
func reduceWork(f, q Mpoly, c *big.Rat) int {
	words := 1 + (c.Num().BitLen()+c.Denom().BitLen())/64
	return (len(f) + len(q)) * words
}

func TooBig(p Mpoly) bool {
	if len(p) > MaxGBTerms {
		return true
	}
	for _, t := range p {
		if t.C.Num().BitLen() > MaxGBCoefBit || t.C.Denom().BitLen() > MaxGBCoefBit {
			return true
		}
	}
	return false
}

// Groebner computes a Gröbner basis of the ideal of fs in the lexicographic
// order (Buchberger's algorithm with the coprime-leading-monomial
// criterion), each element monic. ok is false when a limit (MaxGBPairs,
// MaxGBTerms, MaxGBCoefBit, MaxGBWork) or the context stopped it.
func Groebner(ctx context.Context, fs []Mpoly) ([]Mpoly, bool) {
	g, ok, _ := groebner(ctx, fs)
	return g, ok
}

// groebner is Groebner, with the work it did (reduceWork's units).
func groebner(ctx context.Context, fs []Mpoly) (_ []Mpoly, ok bool, work int) {
	var g []Mpoly
	for _, f := range fs {
		if len(f) > 0 {
			g = append(g, Mmonic(f))
		}
	}
	type pair struct{ i, j int }
	var pairs []pair
	for j := range g {
		for i := 0; i < j; i++ {
			pairs = append(pairs, pair{i, j})
		}
	}
	steps := 0
	for len(pairs) > 0 {
		if ctx.Err() != nil || steps > MaxGBPairs {
			return nil, false, work
		}
		steps++
		p := pairs[0]
		pairs = pairs[1:]
		a, b := g[p.i], g[p.j]
		lcm := make([]int, len(a[0].E))
		coprime := true
		for k := range lcm {
			lcm[k] = max(a[0].E[k], b[0].E[k])
			if a[0].E[k] > 0 && b[0].E[k] > 0 {
				coprime = false
			}
		}
		if coprime {
			continue
		}
		ma := make([]int, len(lcm))
		mb := make([]int, len(lcm))
		for k := range lcm {
			ma[k] = lcm[k] - a[0].E[k]
			mb[k] = lcm[k] - b[0].E[k]
		}
		one := big.NewRat(1, 1)
		s := Madd(MmulTerm(a, ma, one), MmulTerm(b, mb, one), true)
		r, ok := mreduce(s, g, &work)
		if !ok {
			return nil, false, work
		}
		if len(r) == 0 {
			continue
		}
		if TooBig(r) {
			return nil, false, work
		}
		r = Mmonic(r)
		if Mdegree(r) == 0 {
			return []Mpoly{r}, true, work // the unit ideal
		}
		g = append(g, r)
		for i := 0; i < len(g)-1; i++ {
			pairs = append(pairs, pair{i, len(g) - 1})
		}
	}
	return g, true, work
}

// UnivariateLast returns the element of lowest degree of the basis g that
// involves only the last variable, as a polynomial in it; ok is false when
// there is none (the ideal has infinitely many zeros over the complex
// numbers along that variable).
func UnivariateLast(g []Mpoly) (Poly, bool) {
	var best Poly
	found := false
	for _, q := range g {
		n := len(q[0].E)
		only := true
		for _, t := range q {
			for k := 0; k < n-1; k++ {
				if t.E[k] != 0 {
					only = false
				}
			}
		}
		if !only {
			continue
		}
		p := make(Poly, q[0].E[n-1]+1)
		for i := range p {
			p[i] = new(big.Rat)
		}
		for _, t := range q {
			p[t.E[n-1]].Set(t.C)
		}
		p = Trim(p)
		if !found || p.Deg() < best.Deg() {
			best, found = p, true
		}
	}
	return best, found
}
