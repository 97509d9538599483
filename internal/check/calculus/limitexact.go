package calculus

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// exactLimit computes lim_{v→a} X exactly when X is a rational function of
// v with rational coefficients and a is rational or ±∞ (inf ±1): at ±∞
// from the degrees and the leading coefficients, at a after cancelling
// the common factor of numerator and denominator. ok is false for any
// other X and when the limit is infinite or does not exist (left to the
// numeric path, which does not confirm those).
func (c *checker) exactLimit(n *ast.Limit, inf int, a *big.Rat) (*big.Rat, bool) {
	if inf == 0 && a == nil {
		return nil, false
	}
	f, ok := forms.RatFuncOf(c.Checker, n.X, n.Var)
	if !ok || len(f.Den) == 0 {
		return nil, false
	}
	num, den := f.Num, f.Den
	if len(num) == 0 {
		return new(big.Rat), true
	}
	if inf != 0 {
		switch dn, dd := num.Deg(), den.Deg(); {
		case dn < dd:
			return new(big.Rat), true
		case dn == dd:
			return new(big.Rat).Quo(num[dn], den[dd]), true
		}
		return nil, false // unbounded
	}
	if g := algebra.GcdPoly(num, den); g.Deg() > 0 {
		num, _ = algebra.Divmod(num, g)
		den, _ = algebra.Divmod(den, g)
	}
	d := den.Eval(a)
	if d.Sign() == 0 {
		return nil, false // a pole: unbounded
	}
	return new(big.Rat).Quo(num.Eval(a), d), true
}

// Numeric limits sample X at v = a ± 2^-4 … 2^-15 (or v = ±2^4 … ±2^15):
// a constant far smaller or larger than that scale (1/(1 + 10^-60 x) at
// ∞, x²/(x² + 10^-200) at 0) changes the limit where no sample looks.
const (
	minLimitScale = 1e-6
	maxLimitScale = 1e6
)

// offScale names a constant of X (a maximal part without v or another
// free variable) outside [10^-6, 10^6] in absolute value, or "".
func (c *checker) offScale(x ast.Expr, v string, env cas.Env) string {
	lo, hi := big.NewFloat(minLimitScale), big.NewFloat(maxLimitScale)
	found := ""
	statement.WalkExprs(x, func(e ast.Expr) bool {
		if found != "" {
			return false
		}
		if statement.ContainsVar(e, v) {
			return true
		}
		val, err := c.Eval(e, env)
		if err != nil {
			return true
		}
		a := new(big.Float).Abs(val.Float(decide.PrecBits))
		if a.Sign() != 0 && (a.Cmp(lo) < 0 || a.Cmp(hi) > 0) {
			found = fmt.Sprintf("the constant %s ≈ %s", statement.Clip(ast.Print(e), 30), val.Text(3))
		}
		return false
	})
	return found
}

// exactCalcVerdict compares an exact value of a calculus expression (its
// limits computed exactly, exactLimit) with an exact answer; ok is false
// when either is inexact, or they differ and the answer is a rounded
// decimal (numericVerdict then applies its tolerance).
func (c *checker) exactCalcVerdict(st *statement.Statement, kind statement.Kind, what string, slots []calcSlot, v cas.Value, ansE ast.Expr, ansSrc string) (decide.Result, bool) {
	lv, ok := v.Exact()
	if !ok {
		return decide.Result{}, false
	}
	rv, err := c.Eval(ansE, nil)
	if err != nil {
		return decide.Result{}, false
	}
	r, ok := rv.Exact()
	if !ok {
		return decide.Result{}, false
	}
	atInf, atPoint := false, false
	for _, sl := range slots {
		if l, ok := sl.node.(*ast.Limit); ok {
			if _, inf, err := c.bound(l.To, nil); err == nil && inf != 0 {
				atInf = true
			} else {
				atPoint = true
			}
		}
	}
	how := "computed exactly"
	switch {
	case atInf && atPoint:
		how = "computed exactly: limits of rational functions, at ∞ from the degrees and leading coefficients, at a point after cancelling the common factor of numerator and denominator"
	case atInf:
		how = "computed exactly: a rational function at ∞, from the degrees and leading coefficients of numerator and denominator"
	case atPoint:
		how = "computed exactly: a rational function, the common factor of numerator and denominator cancelled, then evaluated at the point"
	}
	var res decide.Result
	// Both rational: the one decision is exact (decideValues).
	if eq := decide.DecideValues(cas.Rat(lv), nil, cas.Rat(r), 0); eq.State == decide.Same {
		res = decide.Confirm(kind, "%s is %s (%s), %s to the answer %s", what, decide.Show(v), how, eq.Text(), statement.Clip(ansSrc, 40))
	} else {
		if t := st.DecimalTolerance(ansE); t.Tol != nil {
			return decide.Result{}, false
		}
		res = decide.Refute(kind, "%s is %s (%s), but the answer %s differs from it by %s", what, decide.Show(v), how, statement.Clip(ansSrc, 40), eq.Diff.Text('g', 3))
		res.RecomputedDiffers = true
	}
	res.Recomputed = decide.RecomputedText(v)
	return decide.WithValueEvidence(res, what, v, ansE, nil), true
}

// Tolerances of the recheck of numeric derivatives at hiPrecBits (steps
// hiDerivStep1, hiDerivStep2): the first derivative is good to ~1e-150
// there, the second to ~1e-95; at precBits to ~1e-38 and ~1e-22.
var (
	hiDeriv1Eq    = decide.MustFloat("1e-120")
	hiDeriv2Eq    = decide.MustFloat("1e-80")
	hiDerivShrink = new(big.Float).SetPrec(decide.HiPrecBits).SetMantExp(big.NewFloat(1), -150)
)

func derivTols(order int) *big.Float {
	if order >= 2 {
		return hiDeriv2Eq
	}
	return hiDeriv1Eq
}

// calcRecheck re-evaluates a lifted expression whose calculus parts are
// all derivatives, and the answer, at the point env0 (exact values) with
// hiPrecBits and finer steps; ok is false when a part is not a derivative
// (integrals and limits are not re-checked) or a value is not exact.
func (c *checker) calcRecheck(lifted ast.Expr, slots []calcSlot, ansE ast.Expr, env0 cas.Env, substs []statement.Substitution, lv0, rv0 cas.Value) (decide.HiCheck, bool) {
	order := 1
	for _, s := range slots {
		d, ok := s.node.(*ast.Derivative)
		if !ok {
			return decide.HiCheck{}, false
		}
		order = max(order, d.Order)
	}
	for _, v := range env0 {
		if !v.IsExact() {
			return decide.HiCheck{}, false
		}
	}
	hc := c.hiChecker()
	env := cas.Env{}
	for k, v := range env0 {
		env[k] = v
	}
	env, err := hc.BindSubsts(substs, env)
	if err != nil {
		return decide.HiCheck{State: decide.Unsure, Err: err}, true
	}
	lv, _, hows, err := hc.evalCalcHow(lifted, slots, env)
	if err != nil {
		return decide.HiCheck{State: decide.Unsure, Err: err}, true
	}
	rv, err := hc.Eval(ansE, env)
	if err != nil {
		return decide.HiCheck{State: decide.Unsure, Err: err}, true
	}
	if len(hows.closed) > 0 && !hows.estimated {
		// From the derivatives' formulas: the evaluator's bound.
		return decide.HiCompare(lv, rv, lv0, rv0, decide.HiEqTol, true, decide.HiShrink), true
	}
	eq := derivTols(order)
	return decide.HiCompare(lv, rv, lv0, rv0, eq, false, hiDerivShrink), true
}
