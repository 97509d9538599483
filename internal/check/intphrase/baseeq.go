package intphrase

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// maxBase bounds the bases tried.
const maxBase = 1_000_000

// poly is a polynomial in the base with integer coefficients, the
// constant first.
type poly []*big.Int

func (p poly) mul(q poly) poly {
	r := make(poly, len(p)+len(q)-1)
	for i := range r {
		r[i] = new(big.Int)
	}
	for i, a := range p {
		for j, b := range q {
			r[i+j].Add(r[i+j], new(big.Int).Mul(a, b))
		}
	}
	return r
}

func (p poly) addScaled(q poly, k int64) poly {
	for len(p) < len(q) {
		p = append(p, new(big.Int))
	}
	for i, b := range q {
		p[i].Add(p[i], new(big.Int).Mul(b, big.NewInt(k)))
	}
	return p
}

func (p poly) at(x *big.Int) *big.Int {
	v := new(big.Int)
	for i := len(p) - 1; i >= 0; i-- {
		v.Mul(v, x).Add(v, p[i])
	}
	return v
}

// numeralPoly is a numeral as a polynomial in the base, and the least
// base its digits allow (2 for a numeral in a given base); ok is false
// where a digit is not below its given base.
func numeralPoly(n intphrase.Numeral) (poly, int64, bool) {
	p := poly{new(big.Int)}
	least := int64(2)
	if n.Base == 0 {
		p = make(poly, len(n.Digits))
		for i := range n.Digits {
			d := int64(n.Digits[len(n.Digits)-1-i] - '0')
			p[i] = big.NewInt(d)
			least = max(least, d+1)
		}
	} else {
		for _, r := range n.Digits {
			d := int64(r - '0')
			if d >= n.Base {
				return nil, 0, false
			}
			p[0].Mul(p[0], big.NewInt(n.Base)).Add(p[0], big.NewInt(d))
		}
	}
	out := poly{big.NewInt(1)}
	for range n.Pow {
		out = out.mul(p)
	}
	return out, least, true
}

// baseSolutions are the bases b ≥ the least the digits allow where the
// equation holds, tried up to Cauchy's bound of the difference of its
// sides; why not where the difference is zero or the bound too large.
func baseSolutions(q intphrase.BaseEquation) ([]int64, int64, string) {
	diff := poly{new(big.Int)}
	least := int64(2)
	for side, terms := range [][][]intphrase.Numeral{q.Left, q.Right} {
		signs := q.LeftSigns
		if side == 1 {
			signs = q.RightSigns
		}
		for i, prod := range terms {
			t := poly{big.NewInt(1)}
			for _, n := range prod {
				p, l, ok := numeralPoly(n)
				if !ok {
					return nil, 0, fmt.Sprintf("a digit of %s is not below its base", n.Digits)
				}
				least = max(least, l)
				t = t.mul(p)
			}
			k := int64(signs[i])
			if side == 1 {
				k = -k
			}
			diff = diff.addScaled(t, k)
		}
	}
	deg := len(diff) - 1
	for deg >= 0 && diff[deg].Sign() == 0 {
		deg--
	}
	if deg <= 0 {
		return nil, 0, "the equation does not depend on the base"
	}
	lead := new(big.Int).Abs(diff[deg])
	bound := big.NewInt(0)
	for _, a := range diff[:deg] {
		if c := new(big.Int).Quo(new(big.Int).Abs(a), lead); c.Cmp(bound) > 0 {
			bound = c
		}
	}
	bound.Add(bound, big.NewInt(2))
	if bound.Cmp(big.NewInt(maxBase)) > 0 {
		return nil, 0, "Cauchy's bound of the bases is too large"
	}
	var roots []int64
	for b := least; b <= bound.Int64(); b++ {
		if diff[:deg+1].at(big.NewInt(b)).Sign() == 0 {
			roots = append(roots, b)
		}
	}
	return roots, bound.Int64(), ""
}

// checkBaseEquation is CheckPhrase on the base asked by an equation.
func checkBaseEquation(c *decide.Checker, q intphrase.BaseEquation, answerSrc string) decide.Result {
	kind := statement.KindValue
	roots, bound, why := baseSolutions(q)
	if why != "" {
		return decide.Undecided(kind, "the base of %s is asked: %s", statement.Clip(q.Src, 30), why)
	}
	if len(roots) != 1 {
		return decide.Undecided(kind, "the base of %s is asked: %d bases satisfy it up to Cauchy's bound %d", statement.Clip(q.Src, 30), len(roots), bound)
	}
	how := fmt.Sprintf("%s holds in base %s = %d and in no other base its digits allow (every base tried to Cauchy's bound %d)", statement.Clip(q.Src, 40), q.Var, roots[0], bound)
	return verdict(c, kind, big.NewRat(roots[0], 1), how, answerSrc, "")
}
