package calculus

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// antiderivRecheck re-evaluates, at hiPrecBits with a finer step, the
// derivative of the answer F (from its formula where algebra.Derivative
// gives one, else a central difference) and the integrand f at env, where
// they were dF and fv at precBits; dH is the derivative found there.
func (c *checker) antiderivRecheck(F, f ast.Expr, v string, env cas.Env, dF, fv cas.Value) (h decide.HiCheck, dH cas.Value) {
	hc := c.hiChecker()
	fH, err2 := hc.Eval(f, env)
	if d, _, ok := hc.closedDerivative(&ast.Derivative{X: F, Var: v, Order: 1}, v, env); ok && err2 == nil {
		// From the derivative's formula: the evaluator's bound.
		return decide.HiCompare(d, fH, dF, fv, decide.HiEqTol, true, decide.HiShrink), d
	}
	dH, err1 := hc.numDeriv(F, v, env, 1)
	h = decide.HiCheck{State: decide.Unsure, Err: decide.FirstErr(err1, err2)}
	if h.Err == nil {
		// A central difference: its error is estimated, not proven.
		h = decide.HiCompare(dH, fH, dF, fv, derivTols(1), false, hiDerivShrink)
	}
	return h, dH
}
