package calculus

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The area between two curves whose difference is a polynomial p with
// rational coefficients, between rational lines x = a (or between
// crossings), without quadrature: p keeps its sign between consecutive
// breakpoints (the lines and the real roots of p between them), so the
// area is Σ |F(b_i) − F(b_{i−1})| with F the antiderivative of p. With
// every breakpoint rational it is a rational, compared exactly; with an
// irrational root among them, F is taken at an end of the root's
// isolating interval (Lo, Hi] and the error is bounded by
// (Hi − Lo)·max|p| on it: a proven bound, not an estimate.

// exactOrNil is v as a rational, nil when it is not one.
func exactOrNil(v cas.Value) *big.Rat {
	if r, ok := v.Exact(); ok {
		return r
	}
	return nil
}

// areaBreak is one breakpoint: a rational, or an irrational root in
// (lo, hi].
type areaBreak struct {
	exact  *big.Rat
	lo, hi *big.Rat
}

// areaExactBreaks gives the breakpoints of p's area as areaBreakpoints
// does, but exactly: the roots of p, cut to the rational lines. ok is
// false when a line is not rational, a root cannot be placed against a
// line (its interval holds it), or the figure is not clear (left to the
// numerical path, which says why).
func areaExactBreaks(p algebra.Poly, lines []*big.Rat) ([]areaBreak, bool) {
	for _, l := range lines {
		if l == nil {
			return nil, false
		}
	}
	var roots []areaBreak
	for _, r := range algebra.RealRoots(p) {
		roots = append(roots, areaBreak{r.Exact, r.Lo, r.Hi})
	}
	// side is -1 when the root lies left of x (an irrational one: at or
	// left), 1 right of it, 0 when a rational root is x or an irrational
	// one's interval holds x (not told).
	side := func(b areaBreak, x *big.Rat) int {
		switch {
		case b.exact != nil:
			return b.exact.Cmp(x)
		case b.hi.Cmp(x) <= 0:
			return -1
		case b.lo.Cmp(x) >= 0:
			return 1
		}
		return 0
	}
	switch len(lines) {
	case 0:
		if len(roots) < 2 {
			return nil, false
		}
		return roots, true
	case 1:
		if len(roots) != 1 {
			return nil, false
		}
		l := areaBreak{exact: lines[0]}
		switch side(roots[0], lines[0]) {
		case -1:
			return []areaBreak{roots[0], l}, true
		case 1:
			return []areaBreak{l, roots[0]}, true
		}
		return []areaBreak{l, l}, roots[0].exact != nil // the root is the line
	case 2:
		lo, hi := lines[0], lines[1]
		if lo.Cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		out := []areaBreak{{exact: lo}}
		for _, r := range roots {
			sl, sh := side(r, lo), side(r, hi)
			if r.exact == nil && (sl == 0 || sh == 0) {
				return nil, false
			}
			if sl > 0 && sh < 0 {
				out = append(out, r)
			}
		}
		return append(out, areaBreak{exact: hi}), true
	}
	return nil, false
}

// areaExactValue is the area of |p| over the breakpoints: exact (bound 0)
// when they are all rational, else F at the ends Hi of the isolating
// intervals with a proven bound on the error.
func areaExactValue(p algebra.Poly, pts []areaBreak) (area, bound *big.Rat) {
	F := algebra.Poly{new(big.Rat)}
	for i, a := range p {
		F = append(F, new(big.Rat).Quo(a, big.NewRat(int64(i+1), 1)))
	}
	F = algebra.Trim(F)
	at := make([]*big.Rat, len(pts))
	errs := make([]*big.Rat, len(pts))
	for i, b := range pts {
		errs[i] = new(big.Rat)
		if b.exact != nil {
			at[i] = F.Eval(b.exact)
			continue
		}
		at[i] = F.Eval(b.hi)
		// |F(ξ) − F(hi)| ≤ (hi − lo)·max |p| on [lo, hi] ≤ (hi − lo)·Σ|p_k| M^k.
		m := new(big.Rat).Abs(b.lo)
		if h := new(big.Rat).Abs(b.hi); h.Cmp(m) > 0 {
			m = h
		}
		s, mk := new(big.Rat), big.NewRat(1, 1)
		for _, a := range p {
			s.Add(s, new(big.Rat).Mul(new(big.Rat).Abs(a), mk))
			mk = new(big.Rat).Mul(mk, m)
		}
		errs[i] = s.Mul(s, new(big.Rat).Sub(b.hi, b.lo))
	}
	area, bound = new(big.Rat), new(big.Rat)
	for i := 1; i < len(pts); i++ {
		d := new(big.Rat).Sub(at[i], at[i-1])
		area.Add(area, d.Abs(d))
		bound.Add(bound, errs[i])
		bound.Add(bound, errs[i-1])
	}
	return area, bound
}

// areaExactVerdict decides the area between the curves exactly (or with
// a proven bound) when their difference is a polynomial with rational
// coefficients and the lines are rational. ok is false when that does not
// apply; the quadrature path then decides.
func (c *checker) areaExactVerdict(st *statement.Statement, kind statement.Kind, curves []ast.Expr, diff ast.Expr, lines []*big.Rat, a *statement.Answer) (decide.Result, bool) {
	p, ok := forms.PolyOf(c.Checker, diff, "x")
	if !ok || len(p) == 0 {
		return decide.Result{}, false
	}
	pts, ok := areaExactBreaks(p, lines)
	if !ok {
		return decide.Result{}, false
	}
	area, bound := areaExactValue(p, pts)
	var ps []string
	allRational := true
	for _, b := range pts {
		x := b.exact
		if x == nil {
			x, allRational = b.hi, false
		}
		ps = append(ps, new(big.Float).SetPrec(decide.PrecBits).SetRat(x).Text('g', 12))
	}
	what := fmt.Sprintf("the area between y=%s and y=%s over [%s]", statement.Clip(ast.Print(curves[0]), 30), statement.Clip(ast.Print(curves[1]), 30), strings.Join(ps, ", "))
	var found cas.Value
	var errFound *big.Float
	how := "exact antiderivative, breakpoints rational"
	if allRational {
		found = cas.Rat(area)
	} else {
		f := new(big.Float).SetPrec(decide.PrecBits).SetRat(area)
		found = cas.Float(f)
		// the bound, plus the rounding of the sum to precBits
		errFound = new(big.Float).SetPrec(decide.PrecBits).SetRat(bound)
		errFound.Add(errFound, new(big.Float).SetMantExp(decide.BfAbs(f), -int(decide.PrecBits)+2))
		how = "exact antiderivative at the breakpoints, irrational crossings taken at an end of their isolating intervals (Sturm): a proven bound"
	}
	res := c.FoundVerdict(st, kind, what, found, errFound, how, a.Items[0].E, a.Text.Math)
	res.Recomputed = decide.RecomputedText(found)
	res.RecomputedDiffers = res.Verdict == record.Refute
	return res, true
}
