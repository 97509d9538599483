package calculus

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// hiCalcValue re-evaluates a limit, integral or derivative found from
// closed forms (no estimated step) at hiPrecBits, when the answer asks for
// more digits than precBits shows (12+e^{-100} for the derivative of
// x³+e^{-100}x at 2: 50 digits). The bound is the evaluator's promise at
// hiPrecBits (hiDigits, relative to max(1, |v|)) plus any error the
// evaluation reports. ok is false when fewer digits are asked or the
// evaluation at hiPrecBits is not from closed forms.
func (c *checker) hiCalcValue(st *statement.Statement, lifted ast.Expr, slots []calcSlot, ansE ast.Expr) (cas.Value, *big.Float, bool) {
	if c.AnswerDemand(ansE)+decide.EqualGuard <= decide.LowDigits {
		return cas.Value{}, nil, false
	}
	hc := c.hiChecker()
	env, err := hc.BindSubsts(st.Substs, nil)
	if err != nil {
		return cas.Value{}, nil, false
	}
	hv, est, hows, err := hc.evalCalcHow(lifted, slots, env)
	if err != nil || hows.estimated || len(hows.closed) == 0 {
		return cas.Value{}, nil, false
	}
	scale := new(big.Float).SetPrec(decide.HiPrecBits).Abs(hv.Float(decide.HiPrecBits))
	if scale.Cmp(big.NewFloat(1)) < 0 {
		scale.SetInt64(1)
	}
	bound := decide.TenPow(scale, -decide.HiDigits)
	if est != nil {
		bound.Add(bound, new(big.Float).Abs(est))
	}
	return hv, bound, true
}

// hiCalcPoint decides a limit, integral or derivative against the answer
// at the sample point env0 at hiPrecBits, when the answer asks for more
// digits than precBits shows (1+e^{-100} for the derivative of
// x+e^{-100}x). Both are evaluated there; the value found is bounded by
// the evaluator's promise (hiDigits) plus any estimate it reports, and,
// as at precBits, differs only beyond calcApart. ok is false when fewer
// digits are asked or the evaluation is not from closed forms.
func (c *checker) hiCalcPoint(st *statement.Statement, lifted ast.Expr, slots []calcSlot, ansE ast.Expr, env0 cas.Env, demand int) (decide.Equality, bool) {
	need := max(decide.MinEqualDigits, demand+decide.EqualGuard)
	if need <= decide.LowDigits || need > decide.HiDigits {
		return decide.Equality{}, false
	}
	hc := c.hiChecker()
	env, err := hc.BindSubsts(st.Substs, env0)
	if err != nil {
		return decide.Equality{}, false
	}
	lv, est, hows, err := hc.evalCalcHow(lifted, slots, env)
	if err != nil || hows.estimated {
		return decide.Equality{}, false
	}
	rv, err := hc.Eval(ansE, env)
	if err != nil {
		return decide.Equality{}, false
	}
	out := decide.Equality{State: decide.Unsure, Demand: demand, Ans: rv}
	fr, okF := lv.Exact()
	ar, okA := rv.Exact()
	if okF && okA && decide.IsZeroErr(est) {
		return decide.ExactEquality(out, fr, ar), true
	}
	scale := new(big.Float).SetPrec(decide.HiPrecBits).Abs(lv.Float(decide.HiPrecBits))
	if scale.Cmp(big.NewFloat(1)) < 0 {
		scale.SetInt64(1)
	}
	bound := decide.TenPow(scale, -decide.HiDigits)
	if est != nil {
		bound.Add(bound, new(big.Float).Abs(est))
	}
	return decide.NumericCore(out, lv, rv, decide.ValueBounds{ErrFound: bound, AnsDigits: decide.HiDigits, Demand: demand, Apart: decide.CalcApart}, decide.HiPrecBits, need), true
}
