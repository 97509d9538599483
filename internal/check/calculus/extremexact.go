package calculus

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
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
	return e.val.Float(decide.PrecBits)
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
	v, err := c.Eval(e, nil)
	if err != nil {
		return rangeEnd{}, false
	}
	return endOfValue(v, closed), true
}

func endOfValue(v cas.Value, closed bool) rangeEnd {
	if r, ok := v.Exact(); ok {
		return rangeEnd{at: r, val: v, exact: true, closed: closed}
	}
	r, _ := v.Float(decide.PrecBits).Rat(nil)
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
		y, err := c.Eval(fn, cas.Env{v: e.val})
		return y, err == nil
	}
	if rf, ok := forms.RatFuncOf(c.Checker, fn, v); ok {
		return c.ratExtremum(rf, v, lo, hi, isMax, nil, at)
	}
	if v != solve.ExpoName && lo.at == nil && hi.at == nil {
		// u = B^{v/s} runs over (0, ∞) as v runs over ℝ.
		if us, B, scale, why := solve.ExpoRewrite(c.Checker, []ast.Expr{fn}, v); why == "" {
			if rf, ok := forms.RatFuncOf(c.Checker, us[0], solve.ExpoName); ok {
				zero := rangeEnd{at: new(big.Rat), val: cas.Int(0), exact: true}
				res, why, _ = c.ratExtremum(rf, solve.ExpoName, zero, rangeEnd{}, isMax, nil, nil)
				res.where = nil // values of u, not of v
				if why == "" {
					res.how = fmt.Sprintf("%s on ℝ, with u = %s^{%s/(%s)} on (0, +∞) a rational function of u: %s", v, B.RatString(), v, scale.RatString(), res.how)
				}
				return res, why, true
			}
		}
	}
	if !solve.Periodic2Pi(c.Checker, fn, v) {
		return res, "", false
	}
	b := forms.NewAlgBuilder(c.Checker, []string{v})
	b.Trig = true
	m, ok := b.Conv(fn)
	if !ok || len(b.Aux) > 0 {
		return res, "", false
	}
	rf := algebra.RatFunc{Num: uniPoly(m.Num), Den: uniPoly(m.Den)}
	pi, err := c.Eval(&ast.Const{Kind: ast.Pi}, nil)
	if err != nil {
		return res, "", false
	}
	var extra []extremeCand
	var tlo, thi rangeEnd
	rng := "ℝ"
	if lo.at == nil && hi.at == nil {
		if y, err := c.Eval(fn, cas.Env{v: pi}); err == nil {
			extra = append(extra, extremeCand{pi, y, "point " + v + "=π", nil})
		}
	} else {
		// A range inside (-π, π): t runs over tan(a/2) .. tan(b/2).
		if lo.at == nil || hi.at == nil {
			return res, "the range is unbounded on one side only", true
		}
		pif := pi.Float(decide.PrecBits)
		if lo.float().Cmp(new(big.Float).Neg(pif)) <= 0 || hi.float().Cmp(pif) >= 0 {
			return res, "the range is not inside (-π, π)", true
		}
		for i, e := range []rangeEnd{lo, hi} {
			half, err := c.Cas.Div(e.val, cas.Int(2))
			if err != nil {
				return res, "tan of half an end cannot be evaluated", true
			}
			t, err := c.Eval(&ast.Func{Name: ast.Tan, Args: []ast.Expr{&ast.Ident{Name: "h"}}}, cas.Env{"h": half})
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
// end that is not rational. Its steps: the range is checked and the poles
// kept out of it (excludePoles), f is reduced to lowest terms, the
// critical points inside are collected (criticalCands), then the closed
// ends as candidates and the open or infinite ones as limits (endCands),
// and the best candidate is compared with the limits (pickBest).
func (c *checker) ratExtremum(rf algebra.RatFunc, v string, lo, hi rangeEnd, isMax bool, extra []extremeCand, at func(rangeEnd) (cas.Value, bool)) (res extremeResult, why string, rational bool) {
	if len(rf.Den) == 0 {
		return res, "the function is undefined everywhere", true
	}
	if lo.at != nil && hi.at != nil {
		if s := lo.at.Cmp(hi.at); s > 0 || s == 0 && !(lo.closed && hi.closed) {
			return res, "the range is empty", true
		}
	}
	rg := &extremeRange{v: v, lo: lo, hi: hi}
	if why := rg.excludePoles(rf.Den); why != "" {
		return res, why, true
	}
	g := algebra.GcdPoly(rf.Num, rf.Den)
	num, _ := algebra.Divmod(rf.Num, g)
	den, _ := algebra.Divmod(rf.Den, g)
	if len(num) == 0 {
		return res, "the function is constant", true
	}
	crit := algebra.PolyAdd(algebra.PolyMul(num.Derive(), den), algebra.PolyMul(num, den.Derive()), true)
	if len(crit) == 0 {
		return res, "the function is constant", true
	}
	fn := ratExtremeFunc{num: num, den: den, isMax: isMax, at: at}
	cands, nCrit, why := rg.criticalCands(fn, crit, extra)
	if why != "" {
		return res, why, true
	}
	cands, limits, why := rg.endCands(fn, cands)
	if why != "" {
		return res, why, true
	}
	if len(cands) == 0 {
		return res, fmt.Sprintf("no critical point inside the range and no closed end: the %s is not attained", extremName(isMax)), true
	}
	best, why := fn.pickBest(cands, limits)
	if why != "" {
		return res, why, true
	}
	res.best = best.y
	res.num, res.den = num, den
	for _, cd := range cands {
		if b, sure := fn.better(best.y, cd.y); !b || !sure {
			res.tied = append(res.tied, cd)
		}
	}
	for _, cd := range cands {
		if decide.Compare(cd.y, best.y) == decide.Same {
			res.where = append(res.where, cd.x)
		}
	}
	rng := "ℝ"
	if rg.lo.at != nil || rg.hi.at != nil {
		rng = rangeText(rg.lo, rg.hi)
	}
	res.how = fmt.Sprintf("on %s: %d critical point(s) from the real roots of the derivative's numerator of degree %d (Sturm count), ends and limits compared; attained at the %s", rng, nCrit, crit.Deg(), best.src)
	return res, "", true
}

// extremeRange is the range of ratExtremum's variable v; the ends lose
// their closedness where the function has a pole (excludePoles).
type extremeRange struct {
	v      string
	lo, hi rangeEnd
}

// placeTol is how close to an end that is not rational a root may not
// lie: closer, it cannot be told inside or outside the range.
var placeTol = new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 100))

// inside reports whether x lies strictly inside the range.
func (rg *extremeRange) inside(x *big.Rat) bool {
	return (rg.lo.at == nil || x.Cmp(rg.lo.at) > 0) && (rg.hi.at == nil || x.Cmp(rg.hi.at) < 0)
}

// placed reports whether the root r is told inside or outside the range.
func (rg *extremeRange) placed(r algebra.RealRoot) bool {
	for _, e := range []rangeEnd{rg.lo, rg.hi} {
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
		if d.Abs(d).Cmp(placeTol) <= 0 {
			return false
		}
	}
	return true
}

// insideRoot reports whether the root r lies strictly inside the range
// (its whole isolating interval when it is irrational).
func (rg *extremeRange) insideRoot(r algebra.RealRoot) bool {
	if r.Exact != nil {
		return rg.inside(r.Exact)
	}
	return rg.inside(r.Lo) && rg.inside(r.Hi)
}

// onEnd reports whether the rational root r is the rational end e.
func onEnd(r algebra.RealRoot, e rangeEnd) bool {
	return e.at != nil && e.exact && r.Exact != nil && r.Exact.Cmp(e.at) == 0
}

// excludePoles looks at the real roots of the denominator den, where the
// function is undefined: one inside the range (or too close to an end to
// tell) leaves no extremum found (why says so); one on an end opens it.
func (rg *extremeRange) excludePoles(den algebra.Poly) (why string) {
	for _, r := range algebra.RealRoots(den) {
		if !rg.placed(r) {
			return fmt.Sprintf("a point %s≈%s where the function is undefined is too close to an end of the range", rg.v, r)
		}
		if rg.insideRoot(r) {
			return fmt.Sprintf("the function is undefined at %s=%s inside the range", rg.v, r)
		}
		if onEnd(r, rg.lo) {
			rg.lo.closed = false
		}
		if onEnd(r, rg.hi) {
			rg.hi.closed = false
		}
	}
	return ""
}

// ratExtremeFunc is the function num/den (in lowest terms) whose greatest
// (isMax) or least value ratExtremum seeks; at gives it at an end that is
// not rational.
type ratExtremeFunc struct {
	num, den algebra.Poly
	isMax    bool
	at       func(rangeEnd) (cas.Value, bool)
}

func (fn ratExtremeFunc) f(x *big.Rat) *big.Rat {
	return new(big.Rat).Quo(fn.num.Eval(x), fn.den.Eval(x))
}

// atEnd is the function at an end of the range (or its limit there,
// where it is continuous).
func (fn ratExtremeFunc) atEnd(e rangeEnd) (cas.Value, bool) {
	if e.exact {
		return cas.Rat(fn.f(e.at)), true
	}
	return fn.at(e)
}

// better reports whether a is strictly better than b (greater for a
// maximum), and whether that is sure.
func (fn ratExtremeFunc) better(a, b cas.Value) (bool, bool) {
	s, sure := decide.Sign(a, b)
	if !fn.isMax {
		s = -s
	}
	return s > 0, sure
}

// criticalCands is extra followed by the function at each real root of
// crit (the derivative's numerator) strictly inside the range: exact at
// a rational root, else at an end of the root's isolating interval
// (width 2^-130), marked inexact, with the root as an algebraic point.
// n counts the critical points inside; why is set when a root cannot be
// placed.
func (rg *extremeRange) criticalCands(fn ratExtremeFunc, crit algebra.Poly, extra []extremeCand) (cands []extremeCand, n int, why string) {
	cands = append([]extremeCand(nil), extra...)
	for _, r := range algebra.RealRoots(crit) {
		if !rg.placed(r) {
			return nil, 0, fmt.Sprintf("a critical point %s≈%s is too close to an end of the range", rg.v, r)
		}
		if !rg.insideRoot(r) {
			continue
		}
		n++
		var y cas.Value
		if r.Exact != nil {
			y = cas.Rat(fn.f(r.Exact))
		} else {
			y = cas.Float(new(big.Float).SetPrec(decide.PrecBits).SetRat(fn.f(r.Hi)))
		}
		pt := algebra.AlgPointOf(crit, r)
		cands = append(cands, extremeCand{algebra.RootValue(r), y, "critical point " + rg.v + "=" + r.String(), &pt})
	}
	return cands, n, ""
}

// extremeLimit is a value the function tends to at an open or infinite
// end of the range without reaching it; src names the end, for notes.
type extremeLimit struct {
	y   cas.Value
	src string
}

// endCands adds the closed ends of the range to cands and gives the
// limits at the open or infinite ones; an end near which the function is
// unbounded in the sought direction leaves no extremum (why says so), one
// where it is unbounded the other way is no limit to compare.
func (rg *extremeRange) endCands(fn ratExtremeFunc, cands []extremeCand) (_ []extremeCand, limits []extremeLimit, why string) {
	for i, e := range []rangeEnd{rg.lo, rg.hi} {
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
			y, ok := fn.atEnd(e)
			if !ok {
				return nil, nil, fmt.Sprintf("the function at the end %s=%s cannot be evaluated", rg.v, where)
			}
			cands = append(cands, extremeCand{e.val, y, "end " + rg.v + "=" + where, nil})
			continue
		}
		lim, inf, why := fn.endLimit(e, dir)
		if why != "" {
			return nil, nil, fmt.Sprintf(why, rg.v, where)
		}
		if inf != 0 {
			if (inf > 0) == fn.isMax {
				return nil, nil, fmt.Sprintf("the function is unbounded %s near %s=%s: no %s", map[bool]string{true: "above", false: "below"}[fn.isMax], rg.v, where, extremName(fn.isMax))
			}
			continue
		}
		limits = append(limits, extremeLimit{lim, rg.v + "→" + where})
	}
	return cands, limits, ""
}

// endLimit is the limit of the function at the open or infinite end e,
// the range lying in direction dir from it: the value lim, or inf = ±1
// when the function tends to ±∞ there. why, a format taking the variable
// and the end, is set when the limit is not found.
func (fn ratExtremeFunc) endLimit(e rangeEnd, dir int) (lim cas.Value, inf int, why string) {
	num, den := fn.num, fn.den
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
		y, ok := fn.atEnd(e)
		if !ok {
			return lim, 0, "the function at the end %s=%s cannot be evaluated"
		}
		lim = y
	case den.Eval(e.at).Sign() != 0:
		lim = cas.Rat(fn.f(e.at))
	default:
		// A pole at the end: f keeps its sign between the end and the
		// next root of num·den inside the range.
		t := nextPoint(algebra.PolyMul(num, den), e.at, dir)
		if t == nil {
			return lim, 0, "the sign of the function near its pole %s=%s is not told"
		}
		inf = fn.f(t).Sign()
	}
	return lim, inf, ""
}

// pickBest is the best of cands (of two not told apart, the earlier),
// unless a limit is better than it (the extremum is not attained) or
// cannot be told apart from it: then why says so.
func (fn ratExtremeFunc) pickBest(cands []extremeCand, limits []extremeLimit) (best extremeCand, why string) {
	best = cands[0]
	for _, cd := range cands[1:] {
		b, sure := fn.better(cd.y, best.y)
		if !sure {
			continue // equal to the working precision: either will do
		}
		if b {
			best = cd
		}
	}
	for _, l := range limits {
		b, sure := fn.better(l.y, best.y)
		if !sure {
			return best, fmt.Sprintf("the limit %s as %s and the best value %s cannot be told apart", l.y.Text(20), l.src, best.y.Text(20))
		}
		if b {
			return best, fmt.Sprintf("the function tends to %s as %s, better than every value it takes (best %s at the %s): the %s is not attained", decide.Show(l.y), l.src, decide.Show(best.y), best.src, extremName(fn.isMax))
		}
	}
	return best, ""
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
