package score

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Equality read off finite precision (issue 28, point 3). Two inexact
// values that agree to the working precision (256 bits) may still differ
// by less than it: 2^{1/2^{1000}} is 1 + 2^{-1000}·ln 2. Under the default
// rules such an agreement is equality only when a difference could not hide
// under the precision used to confirm it; otherwise it is undecided.
//
// The bound: a nonzero difference of two expressions is small only when
// the expressions handle small or large quantities — an exponent of
// 2^{-1000} makes a difference of 2^{-1000}. scaleBits measures that, as
// the largest binary exponent (in absolute value) of any value met in
// evaluating either side. The two sides are then evaluated again at
// confirmPrec(m) = 512 + 4m bits; they are equal when they still agree to
// half of that precision, and different when their difference shows above
// it. When m is so large that the precision would exceed maxConfirmPrec,
// or a side cannot be measured, the comparison is undecided. This is a
// bound on the magnitudes an evaluation meets, not a zero test of computer
// algebra: for algebraic values it follows their separation bounds in
// spirit (a size measure of the expression), for transcendental ones it
// is the policy stated here.

const (
	// maxConfirmPrec caps the confirming precision (bits).
	maxConfirmPrec = 1 << 14
	// maxScaleNodes bounds the sub-expressions scaleBits evaluates.
	maxScaleNodes = 400
	// agreeSlack is how many bits below the working precision a difference
	// must fall for two inexact values to count as agreeing "to the
	// working precision" (and so to need confirming).
	agreeSlack = 32
)

// equalTo is the three-valued equality of two values a = g(genv) and
// b = p(penv) that near() found within tolerance.
func (s *symbolic) equalTo(g ast.Expr, genv cas.Env, p ast.Expr, penv cas.Env, a, b cas.Value) Outcome {
	if s.rules == Spec || a.IsExact() && b.IsExact() {
		return Accept // the spec's tolerance; exact values are exact
	}
	const work = 256
	if !agreeBelow(a, b, work, work-agreeSlack) {
		return Accept // a visible difference within tolerance: the rounding rule's decision
	}
	m1, ok1 := s.scaleBits(g, genv)
	m2, ok2 := s.scaleBits(p, penv)
	if !ok1 || !ok2 {
		return Undecided
	}
	prec := 512 + 4*max(m1, m2)
	if prec > maxConfirmPrec {
		return Undecided
	}
	hc := s.c.WithPrec(uint(prec))
	x, err1 := hc.Eval(g, genv)
	y, err2 := hc.Eval(p, penv)
	if err1 != nil || err2 != nil {
		return Undecided
	}
	if agreeBelow(x, y, uint(prec)+64, prec/2) {
		return Accept
	}
	return Reject
}

// agreeBelow reports whether |a-b| ≤ 2^{-bits}·max(1, |a|, |b|), computed
// at prec bits.
func agreeBelow(a, b cas.Value, prec uint, bits int) bool {
	x, y := a.Float(prec), b.Float(prec)
	d := new(big.Float).SetPrec(prec).Sub(x, y)
	if d.Sign() == 0 {
		return true
	}
	scale := 0
	for _, v := range []*big.Float{x, y} {
		if v.Sign() != 0 {
			scale = max(scale, v.MantExp(nil))
		}
	}
	return d.MantExp(nil) <= scale-bits
}

// scaleBits returns the largest |binary exponent| of the nonzero values of
// e's sub-expressions at env (sub-expressions that do not evaluate on their
// own, such as a sum's bound variable, are skipped); ok is false when e has
// more than maxScaleNodes sub-expressions.
func (s *symbolic) scaleBits(e ast.Expr, env cas.Env) (m int, ok bool) {
	n := 0
	ast.Inspect(e, func(x ast.Expr) bool {
		if n++; n > maxScaleNodes {
			return false
		}
		v, err := s.c.Eval(x, env)
		if err != nil || v.Sign() == 0 {
			return true
		}
		exp := v.Float(64).MantExp(nil)
		m = max(m, exp, -exp)
		return true
	})
	return m, n <= maxScaleNodes
}

// maxEndScale is the largest scale (scaleBits) of an inexact interval end
// that the symbolic tier reads: the ends are compared at answer.EndPrec
// (256) bits, and by the policy above a difference can hide under
// 4·m + 64 bits.
const maxEndScale = (answer.EndPrec - 64) / 4

// endReadable reports whether an interval end e of value v may be compared
// at answer.EndPrec bits: under the default rules an inexact end of scale
// above maxEndScale (`2^{1/2^{1000}}`) is not, and its set is undecided.
func (s *symbolic) endReadable(e ast.Expr, v cas.Value) bool {
	if s.rules == Spec || v.IsExact() {
		return true
	}
	m, ok := s.scaleBits(e, nil)
	return ok && m <= maxEndScale
}
