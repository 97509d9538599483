package check

import (
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Exact decisions at real algebraic points (docs/leg1-equality.md). A
// real algebraic number ξ is held as a polynomial P with rational
// coefficients and an interval (Lo, Hi] in which ξ is P's only root (its
// isolating interval from realRoots), or as a rational. Whether a
// polynomial N vanishes at ξ is decided exactly: the roots of gcd(N, P)
// are roots of P, so (Lo, Hi] holds one of them iff it holds ξ, and the
// Sturm count of gcd(N, P) there is 1 iff N(ξ) = 0. A rational function
// num/den (den(ξ) ≠ 0) equals a rational r at ξ iff num − r·den vanishes
// there. This decides, with rationals only, the value at an irrational
// critical point, at an irrational root of a condition, and whether a
// value is an isolated root.

// rootMatch decides whether the value v (exact, or known to lowDigits
// digits) is the isolated root r of p (p nil when not known), with need
// the digits a numerical equality must reach: same only when proven
// (exactly, or to need digits within the root's isolating interval and
// v's error), differ only when proven, else unsure.
func rootMatch(v cas.Value, r algebra.RealRoot, p algebra.Poly, need int) cmpState {
	q, vExact := v.Exact()
	switch {
	case vExact && r.Exact != nil:
		if q.Cmp(r.Exact) == 0 {
			return same
		}
		return differ
	case vExact:
		if q.Cmp(r.Lo) <= 0 || q.Cmp(r.Hi) > 0 {
			return differ // the root lies in (Lo, Hi]
		}
		if p != nil {
			if p.Eval(q).Sign() == 0 {
				return same
			}
			return differ
		}
		return unsure
	}
	// v inexact: its error and the root's interval bound the distance.
	vf := v.Float(precBits)
	scale := bfAbs(vf)
	if scale.Cmp(bf(1)) < 0 {
		scale = bf(1)
	}
	tol := tenPow(scale, -lowDigits)
	var d *big.Float
	if r.Exact != nil {
		d = new(big.Float).SetPrec(precBits).SetRat(r.Exact)
	} else {
		d = new(big.Float).SetPrec(precBits).SetRat(r.Hi)
		tol.Add(tol, new(big.Float).SetPrec(precBits).SetRat(new(big.Rat).Sub(r.Hi, r.Lo)))
	}
	d.Sub(d, vf)
	d.Abs(d)
	switch {
	case d.Cmp(new(big.Float).Mul(tol, bf(1000))) > 0:
		return differ
	case d.Cmp(new(big.Float).Mul(tol, bf(10))) > 0:
		return unsure
	}
	digits := 0
	if q, _ := new(big.Float).Quo(scale, tol).Float64(); q > 1 {
		digits = int(math.Floor(math.Log10(q)))
	}
	if digits < max(minEqualDigits, need) {
		return unsure
	}
	return same
}

// extremeValueExact decides exactly whether the extreme value found by
// ratExtremum is the quadratic surd a (a rational when a.q is 0): the
// candidates not surely worse than the best (er.tied) are where the
// extremum may be, and each is decided exactly, a rational value by
// comparison, the value num/den at an irrational critical point ξ by
// quadSurd.equalsAt (for a rational, whether num − a·den vanishes at ξ).
// equal when every one is a, not equal when none is; ok is false when
// some are and some are not (which is the extremum is then not told), a
// sign is not told, or a candidate's value is not exact (the function at
// an irrational end of the range).
func extremeValueExact(er extremeResult, a quadSurd) (equal, ok bool) {
	if len(er.tied) == 0 || len(er.num) == 0 {
		return false, false
	}
	hits := 0
	for _, cd := range er.tied {
		var g gAtRoot
		if q, exact := cd.y.Exact(); exact {
			g = gAtRoot{val: q}
		} else if cd.alg != nil {
			g = gAtRoot{pt: *cd.alg, num: er.num, den: er.den}
		} else {
			return false, false
		}
		eq, ok := a.equalsAt([]gAtRoot{g})
		if !ok {
			return false, false
		}
		if eq {
			hits++
		}
	}
	switch hits {
	case len(er.tied):
		return true, true
	case 0:
		return false, true
	}
	return false, false
}

// extremeExactVerdict decides a rational or quadratic surd answer (√5,
// 1 + √2) against an extreme value attained at an irrational critical
// point exactly (extremeValueExact). ok is false when that does not
// apply: the value found is rational (the caller decides it exactly),
// the answer is neither, the candidates are not told apart, or the
// answer is a decimal that is not the value (a rounding, for the
// rounding rule).
func (c *checker) extremeExactVerdict(st *statement.Statement, kind statement.Kind, what string, er extremeResult, ansE ast.Expr, ansSrc string) (Result, bool) {
	if er.best.IsExact() {
		return Result{}, false
	}
	target, ok := quadSurdOf(c, ansE)
	if !ok {
		return Result{}, false
	}
	eq, ok := extremeValueExact(er, target)
	if !ok {
		return Result{}, false
	}
	by := "the value at the critical point ξ decided exactly: ξ is a root of gcd(numerator of f − answer, derivative's numerator), Sturm count on ξ's isolating interval"
	if target.q.Sign() != 0 {
		by = "the value at the critical point ξ decided exactly: with the answer p + q√s, the numerator of (f − p)² − q²s vanishes at ξ (its gcd with the derivative's numerator, Sturm count on ξ's isolating interval) and f − p has the sign of q"
	}
	switch {
	case eq && target.q.Sign() == 0:
		return c.foundVerdict(st, kind, what, cas.Rat(target.p), nil, er.how+"; "+by, ansE, ansSrc), true
	case eq:
		res := confirm(kind, "%s is %s (%s; %s), equal exactly to the answer %s", what, target, er.how, by, statement.Clip(ansSrc, 40))
		return withValueEvidence(res, what, er.best, ansE, nil), true
	}
	if _, decimal := statement.PrintedTolerance(ansE); decimal {
		return Result{}, false
	}
	res := refute(kind, "%s is %s, not the answer %s exactly (%s; %s)", what, show(er.best), statement.Clip(ansSrc, 40), er.how, by)
	res.RecomputedDiffers = true
	return withValueEvidence(res, what, er.best, ansE, nil), true
}

// valueAtRationalRoots is g at the points pts when every point is
// rational and the evaluator gives g exactly and the same rational at
// each; ok is false otherwise.
func (c *checker) valueAtRationalRoots(g ast.Expr, pts []cas.Env) (cas.Value, bool) {
	var val *big.Rat
	for _, env := range pts {
		for _, x := range env {
			if !x.IsExact() {
				return cas.Value{}, false
			}
		}
		gv, err := c.eval(g, env)
		if err != nil {
			return cas.Value{}, false
		}
		r, ok := gv.Exact()
		if !ok || val != nil && val.Cmp(r) != 0 {
			return cas.Value{}, false
		}
		val = r
	}
	if val == nil {
		return cas.Value{}, false
	}
	return cas.Rat(val), true
}
