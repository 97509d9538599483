package cas

import (
	"math/big"
)

// checkRat returns ErrLimit when r is larger than the size limit.
func (c *Context) checkRat(r *big.Rat) error {
	if n := r.Num().BitLen() + r.Denom().BitLen(); n > c.maxBits() {
		return errorf(ErrLimit, "exact number of %d bits exceeds the limit of %d", n, c.maxBits())
	}
	return nil
}

// exact returns the rational r as a Value after the size check.
func (c *Context) exact(r *big.Rat) (Value, error) {
	if err := c.checkRat(r); err != nil {
		return Value{}, err
	}
	return ratV(r), nil
}

// inexact returns f (rounded to the precision) as a Value, ErrLimit when it
// overflowed.
func (c *Context) inexact(f *big.Float) (Value, error) {
	if f.IsInf() {
		return Value{}, errorf(ErrLimit, "floating-point overflow")
	}
	if f.Prec() != c.prec() {
		f = newF(c.prec()).Set(f)
	}
	return floatV(f), nil
}

// piTimes returns the inexact value k·π tagged as such; its radius covers
// π's rounding at p+16 bits times |k|, and the rounding to p.
func (c *Context) piTimes(k *big.Rat) Value {
	if k.Sign() == 0 {
		return ratV(new(big.Rat))
	}
	p := c.prec()
	wp := p + 16
	f := newF(wp).SetRat(k)
	kr := radAbs(f)
	f.Mul(f, piF(wp))
	m := newF(p).Set(f)
	r := radSum(radMul(kr, pow2(3-int(wp))), ulp(f, wp), ulp(m, p))
	return Value{f: m, pi: new(big.Rat).Set(k), rad: r, radOK: true}
}

// PiTimes returns the value k·π (inexact, known to be a multiple of π).
func (c *Context) PiTimes(k *big.Rat) Value { return c.piTimes(k) }

// fl returns v as a big.Float at the working precision p (exact values are
// rounded once; inexact ones are copied or rounded).
func fl(v Value, p uint) *big.Float { return v.Float(p) }

// Neg returns -a.
func (c *Context) Neg(a Value) Value {
	if a.f == nil {
		return ratV(new(big.Rat).Neg(a.rat()))
	}
	v := floatV(new(big.Float).Neg(a.f))
	v.rad, v.radOK = a.rad, a.radOK
	if a.pi != nil {
		v.pi = new(big.Rat).Neg(a.pi)
	}
	return v
}

// Abs returns |a|.
func (c *Context) Abs(a Value) Value {
	if a.Sign() < 0 {
		return c.Neg(a)
	}
	return a
}

// Add returns a+b.
func (c *Context) Add(a, b Value) (Value, error) { return c.addSub(a, b, false) }

// Sub returns a-b.
func (c *Context) Sub(a, b Value) (Value, error) { return c.addSub(a, b, true) }

func (c *Context) addSub(a, b Value, sub bool) (Value, error) {
	if a.f == nil && b.f == nil {
		r := new(big.Rat)
		if sub {
			r.Sub(a.rat(), b.rat())
		} else {
			r.Add(a.rat(), b.rat())
		}
		return c.exact(r)
	}
	// Multiples of π stay multiples of π (a zero counts as 0·π).
	if ka, ok := piCoef(a); ok {
		if kb, ok := piCoef(b); ok {
			k := new(big.Rat)
			if sub {
				k.Sub(ka, kb)
			} else {
				k.Add(ka, kb)
			}
			return c.piTimes(k), nil
		}
	}
	p := c.prec()
	wp := p + 16
	x, rx, okx := ballOf(a, wp)
	y, ry, oky := ballOf(b, wp)
	z := newF(wp)
	if sub {
		z.Sub(x, y)
	} else {
		z.Add(x, y)
	}
	if z.IsInf() {
		return Value{}, errorf(ErrLimit, "floating-point overflow")
	}
	r := radSum(rx, ry, ulp(z, wp))
	// Catastrophic cancellation: the digits left are noise; the midpoint
	// is 0 and the radius keeps what was dropped.
	if z.Sign() != 0 {
		big := max(exponent(x), exponent(y))
		if z.MantExp(nil) < big-int(p)+16 {
			r = radSum(r, radAbs(z))
			z.SetInt64(0)
		}
	}
	return c.ball(z, r, okx && oky)
}

// exponent returns the binary exponent of x, very negative for zero.
func exponent(x *big.Float) int {
	if x.Sign() == 0 {
		return -1 << 40
	}
	return x.MantExp(nil)
}

// piCoef returns k when v is exactly k·π (an exact zero is 0·π).
func piCoef(v Value) (*big.Rat, bool) {
	if v.pi != nil {
		return v.pi, true
	}
	if v.f == nil && v.rat().Sign() == 0 {
		return ratZero, true
	}
	return nil, false
}

// Mul returns a·b.
func (c *Context) Mul(a, b Value) (Value, error) {
	if a.f == nil && b.f == nil {
		return c.exact(new(big.Rat).Mul(a.rat(), b.rat()))
	}
	// 0·x = 0 exactly, whatever x.
	if (a.f == nil && a.rat().Sign() == 0) || (b.f == nil && b.rat().Sign() == 0) {
		return ratV(new(big.Rat)), nil
	}
	if a.pi != nil && b.f == nil {
		return c.piTimes(new(big.Rat).Mul(a.pi, b.rat())), nil
	}
	if b.pi != nil && a.f == nil {
		return c.piTimes(new(big.Rat).Mul(b.pi, a.rat())), nil
	}
	wp := c.prec() + 16
	x, rx, okx := ballOf(a, wp)
	y, ry, oky := ballOf(b, wp)
	z := newF(wp).Mul(x, y)
	// |xy − XY| <= |x| ry + |y| rx + rx ry.
	r := radSum(radMul(radAbs(x), ry), radMul(radAbs(y), rx), radMul(rx, ry), ulp(z, wp))
	return c.ball(z, r, okx && oky)
}

// Div returns a/b; ErrDomain when b is zero.
func (c *Context) Div(a, b Value) (Value, error) {
	if b.Sign() == 0 {
		return Value{}, errorf(ErrDomain, "division by zero")
	}
	if a.f == nil && b.f == nil {
		return c.exact(new(big.Rat).Quo(a.rat(), b.rat()))
	}
	if a.f == nil && a.rat().Sign() == 0 {
		return ratV(new(big.Rat)), nil
	}
	if a.pi != nil && b.pi != nil {
		return c.exact(new(big.Rat).Quo(a.pi, b.pi))
	}
	if a.pi != nil && b.f == nil {
		return c.piTimes(new(big.Rat).Quo(a.pi, b.rat())), nil
	}
	wp := c.prec() + 16
	x, rx, okx := ballOf(a, wp)
	y, ry, oky := ballOf(b, wp)
	if okx && oky && straddlesZero(y, ry) {
		return Value{}, errorf(ErrPrecision, "division by %s, not known to be nonzero (its error bound is %s)", y.Text('g', 10), ry.text())
	}
	z := newF(wp).Quo(x, y)
	// |x/y − X/Y| <= (|x| ry + |y| rx) / (|y| (|y| − ry)).
	ay, ayDown := radAbs(y), magOfDown(y)
	gap, _ := magSubDown(ayDown, ry) // positive: y does not straddle 0
	den := magMulDown(ayDown, gap)
	num := radSum(radMul(radAbs(x), ry), radMul(ay, rx))
	r := radSum(quoRad(num, den), ulp(z, wp))
	return c.ball(z, r, okx && oky)
}

// Cmp compares a and b: -1, 0 or +1. It is exact when both are exact (or
// both known multiples of π); otherwise it compares at Prec+64 bits.
func (c *Context) Cmp(a, b Value) int {
	if a.f == nil && b.f == nil {
		return a.rat().Cmp(b.rat())
	}
	if ka, ok := piCoef(a); ok {
		if kb, ok := piCoef(b); ok {
			return ka.Cmp(kb)
		}
	}
	wp := c.prec() + 64
	return fl(a, wp).Cmp(fl(b, wp))
}

// Near reports whether |a-b| <= max(absTol, relTol·max(|a|, |b|)): the one
// tolerance policy for comparing values. With both tolerances zero it is
// equality (exact for exact values).
func (c *Context) Near(a, b Value, relTol, absTol float64) bool {
	if a.f == nil && b.f == nil {
		d := new(big.Rat).Sub(a.rat(), b.rat())
		d.Abs(d)
		if d.Sign() == 0 {
			return true
		}
		tol := new(big.Rat)
		if absTol > 0 {
			tol.SetFloat64(absTol)
		}
		if relTol > 0 {
			m := new(big.Rat).Abs(a.rat())
			if n := new(big.Rat).Abs(b.rat()); n.Cmp(m) > 0 {
				m = n
			}
			m.Mul(m, new(big.Rat).SetFloat64(relTol))
			if m.Cmp(tol) > 0 {
				tol = m
			}
		}
		return d.Cmp(tol) <= 0
	}
	wp := c.prec() + 64
	x, y := fl(a, wp), fl(b, wp)
	d := newF(wp).Sub(x, y)
	d.Abs(d)
	if d.Sign() == 0 {
		return true
	}
	tol := newF(wp)
	if absTol > 0 {
		tol.SetFloat64(absTol)
	}
	if relTol > 0 {
		m := newF(wp).Abs(x)
		if n := newF(wp).Abs(y); n.Cmp(m) > 0 {
			m = n
		}
		m.Mul(m, newF(wp).SetFloat64(relTol))
		if m.Cmp(tol) > 0 {
			tol = m
		}
	}
	return d.Cmp(tol) <= 0
}

// IsZero reports whether v is zero: exactly for an exact value, |v| <= tol
// for an inexact one.
func (c *Context) IsZero(v Value, tol float64) bool {
	if v.f == nil {
		return v.rat().Sign() == 0
	}
	if v.f.Sign() == 0 {
		return true
	}
	a := newF(v.f.Prec()).Abs(v.f)
	return a.Cmp(newF(64).SetFloat64(tol)) <= 0
}
