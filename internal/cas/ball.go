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
// Radii are big.Floats of radPrec bits rounded up. A Value made with Float
// from outside the package carries no radius (nil): an estimate, which
// every result computed from it stays. The error of the package's own
// elementary functions (bigmath.go) is bounded in funcErr.

// radPrec is the precision of radii.
const radPrec = 64

// newRad returns a zero radius that rounds up.
func newRad() *big.Float { return new(big.Float).SetPrec(radPrec).SetMode(big.ToPositiveInf) }

// newDown returns a zero of radPrec bits that rounds down (denominators of
// radius formulas).
func newDown() *big.Float { return new(big.Float).SetPrec(radPrec).SetMode(big.ToNegativeInf) }

// radAbs is |x| rounded up.
func radAbs(x *big.Float) *big.Float { return newRad().Abs(x) }

// radSum is the sum of the radii (nil counts as 0), rounded up.
func radSum(rs ...*big.Float) *big.Float {
	s := newRad()
	for _, r := range rs {
		if r != nil {
			s.Add(s, r)
		}
	}
	return s
}

// radMul is a·b rounded up (a, b >= 0).
func radMul(a, b *big.Float) *big.Float { return newRad().Mul(a, b) }

// pow2 is 2^e as a radius.
func pow2(e int) *big.Float { return newRad().SetMantExp(big.NewFloat(1), e) }

// ulp bounds the error of rounding to x's precision p to nearest: half a
// unit in the last place, given as a whole one; 0 for an exact 0.
func ulp(x *big.Float, p uint) *big.Float {
	if x.Sign() == 0 {
		return newRad()
	}
	return pow2(x.MantExp(nil) - int(p))
}

// funcErr bounds the error of an elementary function of bigmath.go whose
// result y was rounded to q bits: the functions work with guardBits (64)
// guard bits, so that their own error is below 2^-(q+32) relative (the
// series, the reductions and the squarings together lose fewer than 32 of
// the guard bits; docs/leg1-equality.md), and the rounding to q adds half
// an ulp. Two ulps of y at q bits cover both.
func funcErr(y *big.Float, q uint) *big.Float {
	if y.Sign() == 0 {
		return newRad()
	}
	return pow2(y.MantExp(nil) - int(q) + 1)
}

// ballOf returns v at wp bits as a midpoint and a radius: the radius of
// v (0 for an exact value) plus the error of the conversion; ok is false
// when v carries no proven radius.
func ballOf(v Value, wp uint) (m, r *big.Float, ok bool) {
	m = new(big.Float).SetPrec(wp)
	if v.f == nil {
		m.SetRat(v.rat())
		r = newRad()
		if m.Acc() != big.Exact {
			r = ulp(m, wp)
		}
		return m, r, true
	}
	m.Set(v.f)
	r = newRad()
	if m.Acc() != big.Exact {
		r = ulp(m, wp)
	}
	if v.rad == nil {
		return m, r, false
	}
	return m, radSum(r, v.rad), true
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
func (c *Context) ball(m, r *big.Float, ok bool) (Value, error) {
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
	if r.IsInf() {
		return Value{}, errorf(ErrPrecision, "the value's error bound overflowed")
	}
	return Value{f: m, rad: r}, nil
}

// lowHigh returns the ends m − r and m + r of a ball, rounded outward at
// m's precision plus 8 bits.
func lowHigh(m, r *big.Float) (lo, hi *big.Float) {
	p := m.Prec() + 8
	lo = new(big.Float).SetPrec(p).SetMode(big.ToNegativeInf).Sub(m, r)
	hi = new(big.Float).SetPrec(p).SetMode(big.ToPositiveInf).Add(m, r)
	return lo, hi
}

// straddlesZero reports whether the ball m ± r holds 0 (its sign unknown).
func straddlesZero(m, r *big.Float) bool {
	return radAbs(m).Cmp(r) <= 0
}

// expm1Bound bounds e^r − 1 for r >= 0: r(1 + 2r) up to 1/2, where
// e^r − 1 <= r e^r <= r(1 + 2r); beyond, from float64 with a margin;
// ok is false beyond e^700.
func expm1Bound(r *big.Float) (*big.Float, bool) {
	if r.Sign() == 0 {
		return newRad(), true
	}
	if r.Cmp(big.NewFloat(0.5)) <= 0 {
		t := radMul(r, big.NewFloat(2))
		t.Add(t, big.NewFloat(1))
		return radMul(r, t), true
	}
	f, _ := r.Float64()
	if f > 700 {
		return nil, false
	}
	return newRad().SetFloat64(math.Expm1(f)*(1+1e-12) + 1e-300), true
}

// growth bounds (1 + eps)^k − 1 for eps >= 0 and k >= 0: the relative
// radius of a k-th power of a ball of relative radius eps; k·eps(1 + 2k·eps)
// while k·eps <= 1/2 (from (1+eps)^k <= e^(k eps)), else e^(k eps) − 1.
func growth(k, eps *big.Float) (*big.Float, bool) {
	return expm1Bound(radMul(k, eps))
}

// relRad is r/|m| rounded up (|m| > 0).
func relRad(m, r *big.Float) *big.Float {
	return newRad().Quo(r, newDown().Abs(m))
}

// quoRad is a/b rounded up with b rounded down first (a, b >= 0).
func quoRad(a, b *big.Float) *big.Float {
	return newRad().Quo(a, newDown().Set(b))
}

// Radius returns the proven bound on the error of v: 0 for an exact value;
// ok is false for an estimate (a Value made with Float).
func (v Value) Radius() (r *big.Float, ok bool) {
	if v.f == nil {
		return newRad(), true
	}
	if v.rad == nil {
		return nil, false
	}
	return newRad().Set(v.rad), true
}

// FloatBall returns the inexact value f ± rad (rad a proven bound on its
// error, copied).
func FloatBall(f, rad *big.Float) Value {
	v := Float(f)
	v.rad = radAbs(rad)
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
