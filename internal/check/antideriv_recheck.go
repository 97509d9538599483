package check

import (
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// antiderivRecheck re-evaluates, at hiPrecBits with a finer step, the
// derivative of the answer F and the integrand f at env, where they were
// dF and fv at precBits; dH is the derivative found there.
func (c *checker) antiderivRecheck(F, f ast.Expr, v string, env cas.Env, dF, fv cas.Value) (h hiCheck, dH cas.Value) {
	hc := c.hiChecker()
	dH, err1 := hc.numDeriv(F, v, env, 1)
	fH, err2 := hc.eval(f, env)
	h = hiCheck{state: unsure, err: firstErr(err1, err2)}
	if h.err == nil {
		eq, diff := derivTols(1)
		h = hiCompare(dH, fH, dF, fv, eq, diff, hiDerivShrink)
	}
	return h, dH
}
