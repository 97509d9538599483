package calculus

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

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
func extremeValueExact(er extremeResult, a forms.QuadSurd) (equal, ok bool) {
	if len(er.tied) == 0 || len(er.num) == 0 {
		return false, false
	}
	hits := 0
	for _, cd := range er.tied {
		var g forms.GAtRoot
		if q, exact := cd.y.Exact(); exact {
			g = forms.GAtRoot{Val: q}
		} else if cd.alg != nil {
			g = forms.GAtRoot{Pt: *cd.alg, Num: er.num, Den: er.den}
		} else {
			return false, false
		}
		eq, ok := a.EqualsAt([]forms.GAtRoot{g})
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
func (c *checker) extremeExactVerdict(st *statement.Statement, kind statement.Kind, what string, er extremeResult, ansE ast.Expr, ansSrc string) (decide.Result, bool) {
	if er.best.IsExact() {
		return decide.Result{}, false
	}
	target, ok := forms.QuadSurdOf(c.Checker, ansE)
	if !ok {
		return decide.Result{}, false
	}
	eq, ok := extremeValueExact(er, target)
	if !ok {
		return decide.Result{}, false
	}
	by := "the value at the critical point ξ decided exactly: ξ is a root of gcd(numerator of f − answer, derivative's numerator), Sturm count on ξ's isolating interval"
	if target.Q.Sign() != 0 {
		by = "the value at the critical point ξ decided exactly: with the answer p + q√s, the numerator of (f − p)² − q²s vanishes at ξ (its gcd with the derivative's numerator, Sturm count on ξ's isolating interval) and f − p has the sign of q"
	}
	switch {
	case eq && target.Q.Sign() == 0:
		return c.FoundVerdict(st, kind, what, cas.Rat(target.P), nil, er.how+"; "+by, ansE, ansSrc), true
	case eq:
		res := decide.Confirm(kind, "%s is %s (%s; %s), equal exactly to the answer %s", what, target, er.how, by, statement.Clip(ansSrc, 40))
		return decide.WithValueEvidence(res, what, er.best, ansE, nil), true
	}
	if _, decimal := statement.PrintedTolerance(ansE); decimal {
		return decide.Result{}, false
	}
	res := decide.Refute(kind, "%s is %s, not the answer %s exactly (%s; %s)", what, decide.Show(er.best), statement.Clip(ansSrc, 40), er.how, by)
	res.RecomputedDiffers = true
	return decide.WithValueEvidence(res, what, er.best, ansE, nil), true
}

// atIrrationalCritical reports whether the extremum found may be the
// value at an irrational critical point (a candidate not surely worse
// than the best): ratExtremum evaluates the function there at an end of
// the point's isolating interval, with an error estimated, not proven.
func atIrrationalCritical(er extremeResult) bool {
	for _, cd := range er.tied {
		if cd.alg != nil && !cd.y.IsExact() {
			return true
		}
	}
	return false
}
