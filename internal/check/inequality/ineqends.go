package inequality

import (
	"fmt"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// An end of a claimed solution set that is not rational (√2, log_2 3, a
// long decimal) is placed among the critical points of a rational
// inequality by the one decision of equality: the critical point is
// known within its isolating interval (Lo, Hi], a proven bound, and the
// end to the evaluator's precision; equal needs the digits the end itself
// asks for (answerDigits). An end too close to a critical point to tell
// at precBits is re-decided at hiPrecBits, the critical point narrowed to
// 2^-hiRootBits and the end evaluated at 1024 bits.

// hiRootBits is how narrow the re-check makes an irrational critical
// point (≈ 290 digits).
const hiRootBits = 965

// locateEnd locates the inexact end v (of the answer's expression e)
// among the critical points: root ≥ 0 when it is one, else the piece it
// lies in; why is set when the decision is too close to call.
func (c *checker) locateEnd(sol *ineqSolution, e ast.Expr, v cas.Value) (root, piece int, why string) {
	demand := c.AnswerDemand(e)
	below := 0
	for k, r := range sol.roots {
		eq := decide.DecideValues(algebra.RootValue(r), forms.RootWidth(r), v, demand)
		// v - r: decided by the precision that told them apart (the
		// critical point is within its bound of its approximation).
		above := v.Float(decide.PrecBits).Cmp(r.Approx()) > 0
		if eq.State == decide.Unsure {
			eq, above = c.hiEnd(sol.sqf, r, e, demand)
		}
		switch eq.State {
		case decide.Same:
			return k, -1, ""
		case decide.Unsure:
			return -1, -1, fmt.Sprintf("the end %s of the answer against the critical point %s: %s", statement.Clip(ast.Print(e), 30), r.String(), eq.Why)
		}
		if above {
			below++
		}
	}
	return -1, below, ""
}

// hiEnd re-decides an end against the critical point r of p at
// hiPrecBits; above says the end is above r (meaningful when they
// differ).
func (c *checker) hiEnd(p algebra.Poly, r algebra.RealRoot, e ast.Expr, demand int) (eq decide.Equality, above bool) {
	out := decide.Equality{State: decide.Unsure, Demand: demand}
	need := max(decide.MinEqualDigits, demand+decide.EqualGuard)
	if need > decide.HiDigits {
		out.Why = fmt.Sprintf("the answer asks for %d digits, more than leg 1 computes (%d)", demand, decide.HiDigits-decide.EqualGuard)
		return out, false
	}
	hv, err := c.hiChecker().Eval(e, nil)
	if err != nil {
		out.Why = fmt.Sprintf("the end cannot be evaluated at %d bits: %v", decide.HiPrecBits, err)
		return out, false
	}
	if r.Exact == nil {
		r = forms.NarrowRoot(p, r, hiRootBits)
	}
	rv := cas.Rat(r.Hi)
	if r.Exact != nil {
		rv = cas.Rat(r.Exact)
	}
	above = hv.Float(decide.HiPrecBits).Cmp(rv.Float(decide.HiPrecBits)) > 0
	return decide.NumericCore(out, rv, hv, decide.ValueBounds{ErrFound: forms.RootWidth(r), AnsDigits: decide.HiDigits, Demand: demand, Proven: true}, decide.HiPrecBits, need), above
}
