package check

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The extreme value of a rational function of one variable on an interval
// is found exactly: f' = (p'q - pq')/q², so the critical points are the
// real roots of p'q - pq' (isolated by a Sturm count), and the greatest
// (least) value is the best of f at the critical points inside and at the
// closed ends, unless the function tends to something better at an open
// or infinite end (then it is not attained, or unbounded: no extremum).

// rangeEnd is one end of the range, at == nil at infinity. An end that is
// not rational (√3, π/2) is kept as val, with at a rational within 2^-200
// of it: a root that close to it cannot be placed and the row is left
// undecided.
type rangeEnd struct {
	at     *big.Rat
	val    cas.Value
	exact  bool
	closed bool
}

func (e rangeEnd) float() *big.Float {
	if e.at == nil {
		return nil
	}
	return e.val.Float(precBits)
}

// extremeResult is the outcome of exactExtremum.
type extremeResult struct {
	best  cas.Value   // the extreme value
	where []cas.Value // the points where it is attained
	how   string
	// For an exact decision (extremeValueExact): the rational function
	// num/den and the candidates not surely worse than the best.
	num, den algebra.Poly
	tied     []extremeCand
}

// endOf makes a range end of the value of e.
func (c *checker) endOf(e ast.Expr, closed bool) (rangeEnd, bool) {
	v, err := c.eval(e, nil)
	if err != nil {
		return rangeEnd{}, false
	}
	return endOfValue(v, closed), true
}

func endOfValue(v cas.Value, closed bool) rangeEnd {
	if r, ok := v.Exact(); ok {
		return rangeEnd{at: r, val: v, exact: true, closed: closed}
	}
	r, _ := v.Float(precBits).Rat(nil)
	return rangeEnd{at: r, val: v, closed: closed}
}

// readRange reads the range of v from a segment or the conditions (each a
// chain of v and constants). ok is false when it cannot be read.
func (c *checker) readRange(seg *ast.Tuple, conds []statement.Formula, v string) (lo, hi rangeEnd, ok bool) {
	if seg != nil {
		if len(conds) > 0 {
			return lo, hi, false // a segment and conditions: not read together
		}
		l, ok1 := c.endOf(seg.Items[0], seg.Left == '[')
		h, ok2 := c.endOf(seg.Items[1], seg.Right == ']')
		return l, h, ok1 && ok2
	}
	for _, f := range conds {
		r, isRel := f.E.(*ast.Rel)
		if !isRel {
			return lo, hi, false
		}
		for i, op := range r.Ops {
			x, y := r.Args[i], r.Args[i+1]
			closed := op == ast.Le || op == ast.Ge
			if op == ast.Gt || op == ast.Ge {
				x, y = y, x
			} else if op != ast.Lt && op != ast.Le {
				return lo, hi, false
			}
			// x < y (or ≤): one side is v, the other a constant.
			switch {
			case isIdent(x, v) && !statement.ContainsVar(y, v):
				e, ok := c.endOf(y, closed)
				if !ok {
					return lo, hi, false
				}
				if hi.at == nil || e.at.Cmp(hi.at) < 0 || e.at.Cmp(hi.at) == 0 && !e.closed {
					hi = e
				}
			case isIdent(y, v) && !statement.ContainsVar(x, v):
				e, ok := c.endOf(x, closed)
				if !ok {
					return lo, hi, false
				}
				if lo.at == nil || e.at.Cmp(lo.at) > 0 || e.at.Cmp(lo.at) == 0 && !e.closed {
					lo = e
				}
			default:
				return lo, hi, false
			}
		}
	}
	return lo, hi, true
}

func isIdent(e ast.Expr, v string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == v
}

// exactExtremum finds the greatest (least) value of fn on the range
// exactly: fn a rational function of v, or a function of period 2π built
// of sin, cos, tan, ... of n·v, which t = tan(v/2) makes a rational
// function of t, increasing on (-π, π) (v = π, t = ∞, is taken apart).
// rational is false when fn is neither; why says why no extreme value is
// found.
func (c *checker) exactExtremum(fn ast.Expr, v string, lo, hi rangeEnd, isMax bool) (res extremeResult, why string, rational bool) {
	at := func(e rangeEnd) (cas.Value, bool) {
		y, err := c.eval(fn, cas.Env{v: e.val})
		return y, err == nil
	}
	if rf, ok := c.ratFuncOf(fn, v); ok {
		return c.ratExtremum(rf, v, lo, hi, isMax, nil, at)
	}
	if v != expoName && lo.at == nil && hi.at == nil {
		// u = B^{v/s} runs over (0, ∞) as v runs over ℝ.
		if us, B, scale, why := c.expoRewrite([]ast.Expr{fn}, v); why == "" {
			if rf, ok := c.ratFuncOf(us[0], expoName); ok {
				zero := rangeEnd{at: new(big.Rat), val: cas.Int(0), exact: true}
				res, why, _ = c.ratExtremum(rf, expoName, zero, rangeEnd{}, isMax, nil, nil)
				res.where = nil // values of u, not of v
				if why == "" {
					res.how = fmt.Sprintf("%s on ℝ, with u = %s^{%s/(%s)} on (0, +∞) a rational function of u: %s", v, B.RatString(), v, scale.RatString(), res.how)
				}
				return res, why, true
			}
		}
	}
	if !periodic2Pi(c, fn, v) {
		return res, "", false
	}
	b := newAlgBuilder(c, []string{v})
	b.trig = true
	m, ok := b.conv(fn)
	if !ok || len(b.aux) > 0 {
		return res, "", false
	}
	rf := algebra.RatFunc{Num: uniPoly(m.num), Den: uniPoly(m.den)}
	pi, err := c.eval(&ast.Const{Kind: ast.Pi}, nil)
	if err != nil {
		return res, "", false
	}
	var extra []extremeCand
	var tlo, thi rangeEnd
	rng := "ℝ"
	if lo.at == nil && hi.at == nil {
		if y, err := c.eval(fn, cas.Env{v: pi}); err == nil {
			extra = append(extra, extremeCand{pi, y, "point " + v + "=π", nil})
		}
	} else {
		// A range inside (-π, π): t runs over tan(a/2) .. tan(b/2).
		if lo.at == nil || hi.at == nil {
			return res, "the range is unbounded on one side only", true
		}
		pif := pi.Float(precBits)
		if lo.float().Cmp(new(big.Float).Neg(pif)) <= 0 || hi.float().Cmp(pif) >= 0 {
			return res, "the range is not inside (-π, π)", true
		}
		for i, e := range []rangeEnd{lo, hi} {
			half, err := c.cas.Div(e.val, cas.Int(2))
			if err != nil {
				return res, "tan of half an end cannot be evaluated", true
			}
			t, err := c.eval(&ast.Func{Name: ast.Tan, Args: []ast.Expr{&ast.Ident{Name: "h"}}}, cas.Env{"h": half})
			if err != nil {
				return res, "tan of half an end cannot be evaluated", true
			}
			te := endOfValue(t, e.closed)
			if i == 0 {
				tlo = te
			} else {
				thi = te
			}
		}
		rng = rangeText(lo, hi)
	}
	// at an end of the t range: the function at the matching end of v
	atT := func(e rangeEnd) (cas.Value, bool) {
		if e.at == tlo.at {
			return at(lo)
		}
		return at(hi)
	}
	res, why, _ = c.ratExtremum(rf, "t", tlo, thi, isMax, extra, atT)
	res.where = nil // values of t, not of v
	if why == "" {
		res.how = fmt.Sprintf("period 2π, %s on %s with t = tan(%s/2) a rational function of t: %s", v, rng, v, res.how)
	}
	return res, why, true
}

// uniPoly is p in its variable 0 alone (the others absent).
func uniPoly(p algebra.Mpoly) algebra.Poly {
	d := 0
	for _, t := range p {
		d = max(d, t.E[0])
	}
	u := make(algebra.Poly, d+1)
	for i := range u {
		u[i] = new(big.Rat)
	}
	for _, t := range p {
		u[t.E[0]].Add(u[t.E[0]], t.C)
	}
	return algebra.Trim(u)
}

// extremeCand is a value the function takes: at x, y.
type extremeCand struct {
	x, y cas.Value
	src  string
	alg  *algebra.AlgPoint // a critical point: y is the function there
}

// ratExtremum is exactExtremum for the rational function rf of v, with
// extra values the function takes elsewhere; at gives the function at an
// end that is not rational.
func (c *checker) ratExtremum(rf algebra.RatFunc, v string, lo, hi rangeEnd, isMax bool, extra []extremeCand, at func(rangeEnd) (cas.Value, bool)) (res extremeResult, why string, rational bool) {
	if len(rf.Den) == 0 {
		return res, "the function is undefined everywhere", true
	}
	if lo.at != nil && hi.at != nil {
		if s := lo.at.Cmp(hi.at); s > 0 || s == 0 && !(lo.closed && hi.closed) {
			return res, "the range is empty", true
		}
	}
	inside := func(x *big.Rat) bool { // strictly inside the range
		return (lo.at == nil || x.Cmp(lo.at) > 0) && (hi.at == nil || x.Cmp(hi.at) < 0)
	}
	tiny := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 100))
	// placed reports whether the root r is told inside or outside the range.
	placed := func(r algebra.RealRoot) bool {
		for _, e := range []rangeEnd{lo, hi} {
			if e.at == nil {
				continue
			}
			if e.exact {
				if r.Exact == nil && r.Lo.Cmp(e.at) < 0 && r.Hi.Cmp(e.at) >= 0 {
					return false
				}
				continue
			}
			x := r.Hi
			if r.Exact != nil {
				x = r.Exact
			}
			d := new(big.Rat).Sub(x, e.at)
			if d.Abs(d).Cmp(tiny) <= 0 {
				return false
			}
		}
		return true
	}
	insideRoot := func(r algebra.RealRoot) bool {
		if r.Exact != nil {
			return inside(r.Exact)
		}
		return inside(r.Lo) && inside(r.Hi)
	}
	onEnd := func(r algebra.RealRoot, e rangeEnd) bool {
		return e.at != nil && e.exact && r.Exact != nil && r.Exact.Cmp(e.at) == 0
	}
	// Points outside the domain: inside the range they split it.
	for _, r := range algebra.RealRoots(rf.Den) {
		if !placed(r) {
			return res, fmt.Sprintf("a point %s≈%s where the function is undefined is too close to an end of the range", v, r), true
		}
		if insideRoot(r) {
			return res, fmt.Sprintf("the function is undefined at %s=%s inside the range", v, r), true
		}
		if onEnd(r, lo) {
			lo.closed = false
		}
		if onEnd(r, hi) {
			hi.closed = false
		}
	}
	g := algebra.GcdPoly(rf.Num, rf.Den)
	num, _ := algebra.Divmod(rf.Num, g)
	den, _ := algebra.Divmod(rf.Den, g)
	if len(num) == 0 {
		return res, "the function is constant", true
	}
	f := func(x *big.Rat) *big.Rat { return new(big.Rat).Quo(num.Eval(x), den.Eval(x)) }
	// fEnd is the function at an end of the range (or its limit there,
	// where it is continuous).
	fEnd := func(e rangeEnd) (cas.Value, bool) {
		if e.exact {
			return cas.Rat(f(e.at)), true
		}
		return at(e)
	}
	crit := algebra.PolyAdd(algebra.PolyMul(num.Derive(), den), algebra.PolyMul(num, den.Derive()), true)
	if len(crit) == 0 {
		return res, "the function is constant", true
	}
	better := func(a, b cas.Value) (bool, bool) { // a strictly better than b; sure
		s, sure := sign(a, b)
		if !isMax {
			s = -s
		}
		return s > 0, sure
	}
	cands := append([]extremeCand(nil), extra...)
	nCrit := 0
	for _, r := range algebra.RealRoots(crit) {
		if !placed(r) {
			return res, fmt.Sprintf("a critical point %s≈%s is too close to an end of the range", v, r), true
		}
		if !insideRoot(r) {
			continue
		}
		nCrit++
		var y cas.Value
		if r.Exact != nil {
			y = cas.Rat(f(r.Exact))
		} else {
			// f at an end of the root's isolating interval (width
			// 2^-130), marked inexact.
			y = cas.Float(new(big.Float).SetPrec(precBits).SetRat(f(r.Hi)))
		}
		pt := algebra.AlgPointOf(crit, r)
		cands = append(cands, extremeCand{algebra.RootValue(r), y, "critical point " + v + "=" + r.String(), &pt})
	}
	// The ends: a closed one is a candidate, an open or infinite one a
	// limit the function may tend to without reaching it.
	var limits []cas.Value
	var limitSrc []string
	for i, e := range []rangeEnd{lo, hi} {
		dir := 1 // the range lies to the right of lo
		if i == 1 {
			dir = -1
		}
		where := "-∞"
		if e.at != nil {
			where = e.val.Text(15)
		} else if i == 1 {
			where = "+∞"
		}
		if e.at != nil && e.closed {
			y, ok := fEnd(e)
			if !ok {
				return res, fmt.Sprintf("the function at the end %s=%s cannot be evaluated", v, where), true
			}
			cands = append(cands, extremeCand{e.val, y, "end " + v + "=" + where, nil})
			continue
		}
		inf := 0 // ±1: f tends to ±∞ there
		var lim cas.Value
		switch {
		case e.at == nil:
			dn, dd := num.Deg(), den.Deg()
			lead := new(big.Rat).Quo(num[dn], den[dd])
			switch {
			case dn > dd:
				inf = lead.Sign()
				if dir == 1 && (dn-dd)%2 == 1 { // towards -∞
					inf = -inf
				}
			case dn == dd:
				lim = cas.Rat(lead)
			default:
				lim = cas.Int(0)
			}
		case !e.exact:
			// no root of den is that close (placed): f is continuous there
			y, ok := fEnd(e)
			if !ok {
				return res, fmt.Sprintf("the function at the end %s=%s cannot be evaluated", v, where), true
			}
			lim = y
		case den.Eval(e.at).Sign() != 0:
			lim = cas.Rat(f(e.at))
		default:
			// A pole at the end: f keeps its sign between the end and
			// the next root of num·den inside the range.
			t := nextPoint(algebra.PolyMul(num, den), e.at, dir)
			if t == nil {
				return res, fmt.Sprintf("the sign of the function near its pole %s=%s is not told", v, where), true
			}
			inf = f(t).Sign()
		}
		if inf != 0 {
			if (inf > 0) == isMax {
				return res, fmt.Sprintf("the function is unbounded %s near %s=%s: no %s", map[bool]string{true: "above", false: "below"}[isMax], v, where, extremName(isMax)), true
			}
			continue
		}
		limits = append(limits, lim)
		limitSrc = append(limitSrc, v+"→"+where)
	}
	if len(cands) == 0 {
		return res, fmt.Sprintf("no critical point inside the range and no closed end: the %s is not attained", extremName(isMax)), true
	}
	best := cands[0]
	for _, cd := range cands[1:] {
		b, sure := better(cd.y, best.y)
		if !sure {
			continue // equal to the working precision: either will do
		}
		if b {
			best = cd
		}
	}
	for i, l := range limits {
		b, sure := better(l, best.y)
		if !sure {
			return res, fmt.Sprintf("the limit %s as %s and the best value %s cannot be told apart", l.Text(20), limitSrc[i], best.y.Text(20)), true
		}
		if b {
			return res, fmt.Sprintf("the function tends to %s as %s, better than every value it takes (best %s at the %s): the %s is not attained", show(l), limitSrc[i], show(best.y), best.src, extremName(isMax)), true
		}
	}
	res.best = best.y
	res.num, res.den = num, den
	for _, cd := range cands {
		if b, sure := better(best.y, cd.y); !b || !sure {
			res.tied = append(res.tied, cd)
		}
	}
	for _, cd := range cands {
		if compare(cd.y, best.y) == same {
			res.where = append(res.where, cd.x)
		}
	}
	rng := "ℝ"
	if lo.at != nil || hi.at != nil {
		rng = rangeText(lo, hi)
	}
	res.how = fmt.Sprintf("on %s: %d critical point(s) from the real roots of the derivative's numerator of degree %d (Sturm count), ends and limits compared; attained at the %s", rng, nCrit, crit.Deg(), best.src)
	return res, "", true
}

// nextPoint returns a rational point strictly between a and the next real
// root of p beyond a in direction dir (a±1 when there is none); nil when a
// root's isolating interval holds a.
func nextPoint(p algebra.Poly, a *big.Rat, dir int) *big.Rat {
	var next *big.Rat
	for _, r := range algebra.RealRoots(p) {
		x := r.Exact
		if x == nil {
			if r.Lo.Cmp(a) < 0 && r.Hi.Cmp(a) > 0 {
				return nil
			}
			x = r.Lo
			if dir < 0 {
				x = r.Hi
			}
		}
		if s := x.Cmp(a); s == 0 || (s > 0) != (dir > 0) {
			continue
		}
		if next == nil || (x.Cmp(next) < 0) == (dir > 0) {
			next = x
		}
	}
	if next == nil {
		return new(big.Rat).Add(a, big.NewRat(int64(dir), 1))
	}
	m := new(big.Rat).Add(a, next)
	return m.Quo(m, big.NewRat(2, 1))
}

func rangeText(lo, hi rangeEnd) string {
	l, r := "(-∞", "+∞)"
	if lo.at != nil {
		l = "(" + lo.val.Text(10)
		if lo.closed {
			l = "[" + lo.val.Text(10)
		}
	}
	if hi.at != nil {
		r = hi.val.Text(10) + ")"
		if hi.closed {
			r = hi.val.Text(10) + "]"
		}
	}
	return l + ", " + r
}
