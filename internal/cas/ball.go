package cas

import (
	"math"
	"math/big"
)

// Enclosures. An inexact Value is a ball: its midpoint f and a radius rad,
// a proven bound on |true value − f|. Every operation of this package
// propagates the radii of its operands, adds the error of its own
// arithmetic and rounds the radius up, so that the true value of the
// expression always lies in [f − rad, f + rad]; a cancellation shows as a
// radius larger than the midpoint, never as a value known exactly.
//
// Radii are mags (mag.go) rounded up. A Value made with Float
// from outside the package carries no radius (nil): an estimate, which
// every result computed from it stays. The error of the package's own
// elementary functions (bigmath.go) is bounded in funcErr.

// radAbs is |x| rounded up.
func radAbs(x *big.Float) mag { return magOf(x) }

// radSum is the sum of the radii, rounded up.
func radSum(rs ...mag) mag {
	var s mag
	for _, r := range rs {
		s = magAdd(s, r)
	}
	return s
}

// radMul is a·b rounded up.
func radMul(a, b mag) mag { return magMul(a, b) }

// ulp bounds the error of rounding to x's precision p to nearest: half a
// unit in the last place, given as a whole one; 0 for an exact 0.
func ulp(x *big.Float, p uint) mag {
	if x.Sign() == 0 {
		return mag{}
	}
	return pow2(x.MantExp(nil) - int(p))
}

// funcErr bounds the error of an elementary function of bigmath.go whose
// result y was rounded to q bits: the functions work with guardBits (64)
// guard bits, so that their own error is below 2^-(q+32) relative (the
// series, the reductions and the squarings together lose fewer than 32 of
// the guard bits; docs/leg1-equality.md), and the rounding to q adds half
// an ulp. Two ulps of y at q bits cover both.
func funcErr(y *big.Float, q uint) mag {
	if y.Sign() == 0 {
		return mag{}
	}
	return pow2(y.MantExp(nil) - int(q) + 1)
}

// ballOf returns v at wp bits as a midpoint and a radius: the radius of
// v (0 for an exact value) plus the error of the conversion; ok is false
// when v carries no proven radius.
func ballOf(v Value, wp uint) (m *big.Float, r mag, ok bool) {
	m = new(big.Float).SetPrec(wp)
	if v.f == nil {
		m.SetRat(v.rat())
		if m.Acc() != big.Exact {
			r = ulp(m, wp)
		}
		return m, r, true
	}
	m.Set(v.f)
	if m.Acc() != big.Exact {
		r = ulp(m, wp)
	}
	if !v.radOK {
		return m, r, false
	}
	return m, magAdd(r, v.rad), true
}

// exactBits is the precision at which the exact x converts with p bits
// below its units (an argument of sin 10^300 needs them all).
func exactBits(x Value, p uint) uint {
	if x.f != nil {
		return max(p, x.f.Prec())
	}
	r := x.rat()
	e := r.Num().BitLen() - r.Denom().BitLen()
	return p + uint(max(0, e))
}

// ball returns the inexact value m ± r at the context's precision (the
// rounding added to r); ok false makes it an estimate (no radius).
func (c *Context) ball(m *big.Float, r mag, ok bool) (Value, error) {
	if m.IsInf() {
		return Value{}, errorf(ErrLimit, "floating-point overflow")
	}
	p := c.prec()
	if m.Prec() != p || m.Mode() != big.ToNearestEven {
		m = newF(p).Set(m)
		if m.Acc() != big.Exact {
			r = radSum(r, ulp(m, p))
		}
	}
	if !ok {
		return floatV(m), nil
	}
	return Value{f: m, rad: r, radOK: true}, nil
}

// lowHigh returns the ends m − r and m + r of a ball, rounded outward at
// m's precision plus 8 bits.
func lowHigh(m *big.Float, r mag) (lo, hi *big.Float) {
	p := m.Prec() + 8
	rb := r.big()
	lo = new(big.Float).SetPrec(p).SetMode(big.ToNegativeInf).Sub(m, rb)
	hi = new(big.Float).SetPrec(p).SetMode(big.ToPositiveInf).Add(m, rb)
	return lo, hi
}

// straddlesZero reports whether the ball m ± r holds 0 (its sign unknown).
func straddlesZero(m *big.Float, r mag) bool {
	return magCmp(magOfDown(m), r) <= 0
}

// expm1Bound bounds e^r − 1 for r >= 0: r(1 + 2r) up to 1/2, where
// e^r − 1 <= r e^r <= r(1 + 2r); beyond, from float64 with a margin;
// ok is false beyond e^700.
func expm1Bound(r mag) (mag, bool) {
	if r.isZero() {
		return mag{}, true
	}
	if magCmp(r, magF(0.5)) <= 0 {
		return magMul(r, magAdd(magMul(r, magF(2)), magF(1))), true
	}
	f := r.float64()
	if f > 700 {
		return mag{}, false
	}
	return magF(math.Expm1(f)*(1+1e-12) + 1e-300), true
}

// growth bounds (1 + eps)^k − 1 for eps >= 0 and k >= 0: the relative
// radius of a k-th power of a ball of relative radius eps; k·eps(1 + 2k·eps)
// while k·eps <= 1/2 (from (1+eps)^k <= e^(k eps)), else e^(k eps) − 1.
func growth(k, eps mag) (mag, bool) { return expm1Bound(magMul(k, eps)) }

// relRad is r/|m| rounded up (|m| > 0).
func relRad(m *big.Float, r mag) mag { return magQuo(r, magOfDown(m)) }

// quoRad is a/b rounded up, b a positive lower bound.
func quoRad(a, b mag) mag { return magQuo(a, b) }

// Radius returns the proven bound on the error of v: 0 for an exact value;
// ok is false for an estimate (a Value made with Float).
func (v Value) Radius() (r *big.Float, ok bool) {
	if v.f == nil {
		return new(big.Float), true
	}
	if !v.radOK {
		return nil, false
	}
	return v.rad.big(), true
}

// FloatBall returns the inexact value f ± rad (rad a proven bound on its
// error, copied).
func FloatBall(f, rad *big.Float) Value {
	v := Float(f)
	v.rad, v.radOK = magOf(rad), true
	return v
}

// Enclosure returns the interval [lo, hi] known to hold v (at v's
// precision plus 8 bits, rounded outward); ok is false for an estimate.
func (v Value) Enclosure() (lo, hi *big.Float, ok bool) {
	m, r, ok := ballOf(v, max(64, v.precOf()))
	if !ok {
		return nil, nil, false
	}
	lo, hi = lowHigh(m, r)
	return lo, hi, true
}

// precOf is the precision an inexact value is held at (64 for an exact
// one, whose conversion errs by an ulp at most).
func (v Value) precOf() uint {
	if v.f == nil {
		r := v.rat()
		return uint(max(64, r.Num().BitLen()+r.Denom().BitLen()+64))
	}
	return v.f.Prec()
}
