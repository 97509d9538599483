package check

import (
	"context"
	"math/big"
	"sort"
)

// mpoly is a polynomial in several variables with rational coefficients:
// its terms in decreasing lexicographic order of their exponent vectors
// (variable 0 the largest), no zero coefficient. Every exponent vector of
// one computation has the same length.
type mpoly []mterm

type mterm struct {
	e []int
	c *big.Rat
}

// Limits of the exact elimination: beyond them it gives up (the caller
// says undecided) instead of running into the time limit.
const (
	maxGBPairs   = 400  // S-polynomials reduced in one Buchberger run
	maxGBTerms   = 400  // terms of one basis element
	maxGBCoefBit = 3000 // bits of a coefficient's numerator or denominator
)

func cmpMono(a, b []int) int {
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

func mconst(n int, r *big.Rat) mpoly {
	if r.Sign() == 0 {
		return nil
	}
	return mpoly{{make([]int, n), new(big.Rat).Set(r)}}
}

func mvar(n, i int) mpoly {
	e := make([]int, n)
	e[i] = 1
	return mpoly{{e, big.NewRat(1, 1)}}
}

// madd returns a + s·b for s = ±1.
func madd(a, b mpoly, neg bool) mpoly {
	out := make(mpoly, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var k int
		switch {
		case i == len(a):
			k = -1
		case j == len(b):
			k = 1
		default:
			k = cmpMono(a[i].e, b[j].e)
		}
		switch {
		case k > 0:
			out = append(out, a[i])
			i++
		case k < 0:
			c := new(big.Rat).Set(b[j].c)
			if neg {
				c.Neg(c)
			}
			out = append(out, mterm{b[j].e, c})
			j++
		default:
			c := new(big.Rat)
			if neg {
				c.Sub(a[i].c, b[j].c)
			} else {
				c.Add(a[i].c, b[j].c)
			}
			if c.Sign() != 0 {
				out = append(out, mterm{a[i].e, c})
			}
			i++
			j++
		}
	}
	return out
}

// mmulTerm returns c·m·p for a monomial m.
func mmulTerm(p mpoly, m []int, c *big.Rat) mpoly {
	out := make(mpoly, len(p))
	for i, t := range p {
		e := make([]int, len(t.e))
		for k := range e {
			e[k] = t.e[k] + m[k]
		}
		out[i] = mterm{e, new(big.Rat).Mul(t.c, c)}
	}
	return out
}

func mmul(a, b mpoly) mpoly {
	var out mpoly
	for _, t := range b {
		out = madd(out, mmulTerm(a, t.e, t.c), false)
	}
	return out
}

func mequal(a, b mpoly) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if cmpMono(a[i].e, b[i].e) != 0 || a[i].c.Cmp(b[i].c) != 0 {
			return false
		}
	}
	return true
}

func mdegree(p mpoly) int {
	d := 0
	for _, t := range p {
		s := 0
		for _, k := range t.e {
			s += k
		}
		d = max(d, s)
	}
	return d
}

// mpermute reorders the variables: variable j of the result is variable
// perm[j] of p.
func mpermute(p mpoly, perm []int) mpoly {
	out := make(mpoly, len(p))
	for i, t := range p {
		e := make([]int, len(perm))
		for j, k := range perm {
			e[j] = t.e[k]
		}
		out[i] = mterm{e, t.c}
	}
	sort.Slice(out, func(i, j int) bool { return cmpMono(out[i].e, out[j].e) > 0 })
	return out
}

func mmonic(p mpoly) mpoly {
	if len(p) == 0 {
		return p
	}
	lc := p[0].c
	out := make(mpoly, len(p))
	for i, t := range p {
		out[i] = mterm{t.e, new(big.Rat).Quo(t.c, lc)}
	}
	return out
}

func divides(a, b []int) bool {
	for i := range a {
		if a[i] > b[i] {
			return false
		}
	}
	return true
}

// mreduce fully reduces f by the basis g.
func mreduce(f mpoly, g []mpoly) mpoly {
	var rem mpoly
	for len(f) > 0 {
		t := f[0]
		done := false
		for _, q := range g {
			if divides(q[0].e, t.e) {
				m := make([]int, len(t.e))
				for k := range m {
					m[k] = t.e[k] - q[0].e[k]
				}
				c := new(big.Rat).Quo(t.c, q[0].c)
				f = madd(f, mmulTerm(q, m, c), true)
				done = true
				break
			}
		}
		if !done {
			rem = append(rem, t)
			f = f[1:]
		}
	}
	return rem
}

func tooBig(p mpoly) bool {
	if len(p) > maxGBTerms {
		return true
	}
	for _, t := range p {
		if t.c.Num().BitLen() > maxGBCoefBit || t.c.Denom().BitLen() > maxGBCoefBit {
			return true
		}
	}
	return false
}

// groebner computes a Gröbner basis of the ideal of fs in the lexicographic
// order (Buchberger's algorithm with the coprime-leading-monomial
// criterion), each element monic. ok is false when a limit or the context
// stopped it.
func groebner(ctx context.Context, fs []mpoly) ([]mpoly, bool) {
	var g []mpoly
	for _, f := range fs {
		if len(f) > 0 {
			g = append(g, mmonic(f))
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
		if ctx.Err() != nil || steps > maxGBPairs {
			return nil, false
		}
		steps++
		p := pairs[0]
		pairs = pairs[1:]
		a, b := g[p.i], g[p.j]
		lcm := make([]int, len(a[0].e))
		coprime := true
		for k := range lcm {
			lcm[k] = max(a[0].e[k], b[0].e[k])
			if a[0].e[k] > 0 && b[0].e[k] > 0 {
				coprime = false
			}
		}
		if coprime {
			continue
		}
		ma := make([]int, len(lcm))
		mb := make([]int, len(lcm))
		for k := range lcm {
			ma[k] = lcm[k] - a[0].e[k]
			mb[k] = lcm[k] - b[0].e[k]
		}
		one := big.NewRat(1, 1)
		s := madd(mmulTerm(a, ma, one), mmulTerm(b, mb, one), true)
		r := mreduce(s, g)
		if len(r) == 0 {
			continue
		}
		if tooBig(r) {
			return nil, false
		}
		r = mmonic(r)
		if mdegree(r) == 0 {
			return []mpoly{r}, true // the unit ideal
		}
		g = append(g, r)
		for i := 0; i < len(g)-1; i++ {
			pairs = append(pairs, pair{i, len(g) - 1})
		}
	}
	return g, true
}

// univariateLast returns the element of lowest degree of the basis g that
// involves only the last variable, as a polynomial in it; ok is false when
// there is none (the ideal has infinitely many zeros over the complex
// numbers along that variable).
func univariateLast(g []mpoly) (poly, bool) {
	var best poly
	found := false
	for _, q := range g {
		n := len(q[0].e)
		only := true
		for _, t := range q {
			for k := 0; k < n-1; k++ {
				if t.e[k] != 0 {
					only = false
				}
			}
		}
		if !only {
			continue
		}
		p := make(poly, q[0].e[n-1]+1)
		for i := range p {
			p[i] = new(big.Rat)
		}
		for _, t := range q {
			p[t.e[n-1]].Set(t.c)
		}
		p = trim(p)
		if !found || p.deg() < best.deg() {
			best, found = p, true
		}
	}
	return best, found
}
