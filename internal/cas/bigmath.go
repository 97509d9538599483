package cas

import (
	"math"
	"math/big"
	"sync"
)

// This file holds the elementary functions on big.Float. Each takes the
// target precision p and works with guard bits; results are rounded to p.

const guardBits = 64

func newF(p uint) *big.Float { return new(big.Float).SetPrec(p) }

func fInt(p uint, i int64) *big.Float { return newF(p).SetInt64(i) }

// constCache memoises a constant at the highest precision asked so far.
type constCache struct {
	mu      sync.Mutex
	f       *big.Float
	compute func(bits uint) *big.Float
}

func (cc *constCache) get(p uint) *big.Float {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if cc.f == nil || cc.f.Prec() < p {
		cc.f = cc.compute(max(p, 512))
	}
	return newF(p).Set(cc.f)
}

var (
	piCache  = &constCache{compute: computePi}
	ln2Cache = &constCache{compute: computeLn2}
	eCache   = &constCache{compute: func(p uint) *big.Float {
		f, _ := expF(fInt(p, 1), p)
		return f
	}}
)

// eF returns Euler's number rounded to p bits.
func eF(p uint) *big.Float { return eCache.get(p) }

// piF returns π rounded to p bits.
func piF(p uint) *big.Float { return piCache.get(p) }

// ln2F returns ln 2 rounded to p bits.
func ln2F(p uint) *big.Float { return ln2Cache.get(p) }

// invSeries returns 2^bits · Σ_k s^k / ((2k+1) n^(2k+1)) in fixed point,
// with s = -1 (arctan 1/n) or s = +1 (artanh 1/n). Each term is truncated,
// so the error is below the number of terms in units of 2^-bits.
func invSeries(n int64, alternate bool, bits uint) *big.Int {
	x := new(big.Int).Lsh(big.NewInt(1), bits)
	x.Quo(x, big.NewInt(n))
	sum := new(big.Int).Set(x)
	n2 := big.NewInt(n * n)
	t := new(big.Int)
	for k := int64(1); x.Sign() != 0; k++ {
		x.Quo(x, n2)
		t.Quo(x, big.NewInt(2*k+1))
		if alternate && k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
	}
	return sum
}

// computePi uses Machin's formula π = 16 atan(1/5) - 4 atan(1/239).
func computePi(p uint) *big.Float {
	bits := p + 32
	a := invSeries(5, true, bits)
	b := invSeries(239, true, bits)
	a.Lsh(a, 4)
	b.Lsh(b, 2)
	a.Sub(a, b)
	f := newF(p).SetInt(a)
	return f.SetMantExp(f, -int(bits))
}

// computeLn2 uses ln 2 = 2 artanh(1/3).
func computeLn2(p uint) *big.Float {
	bits := p + 32
	a := invSeries(3, false, bits)
	a.Lsh(a, 1)
	f := newF(p).SetInt(a)
	return f.SetMantExp(f, -int(bits))
}

// expF returns e^x at p bits, or ErrLimit when |x| > maxExpArg.
func expF(x *big.Float, p uint) (*big.Float, error) {
	if x.Sign() == 0 {
		return fInt(p, 1), nil
	}
	xf, _ := x.Float64()
	if math.Abs(xf) > maxExpArg {
		return nil, errorf(ErrLimit, "exponential of %.6g is out of range", xf)
	}
	// x = k ln2 + r, |r| <= ln2/2.
	k := int64(math.Round(xf / math.Ln2))
	kbits := uint(bitLen64(k))
	wp := p + guardBits + kbits
	r := newF(wp).Set(x)
	if k != 0 {
		kl := newF(wp).Mul(fInt(wp, k), ln2F(wp))
		r.Sub(r, kl)
	}
	// exp(r) = exp(r/2^s)^(2^s).
	const s = 12
	r.SetMantExp(r, -s)
	sum := fInt(wp, 1)
	term := fInt(wp, 1)
	nf := newF(wp)
	for n := int64(1); n < 10000; n++ {
		term.Mul(term, r)
		term.Quo(term, nf.SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(wp) {
			break
		}
	}
	for range s {
		sum.Mul(sum, sum)
	}
	sum.SetMantExp(sum, int(k))
	if sum.IsInf() {
		return nil, errorf(ErrLimit, "exponential overflow")
	}
	return newF(p).Set(sum), nil
}

func bitLen64(k int64) int {
	if k < 0 {
		k = -k
	}
	n := 0
	for k != 0 {
		n++
		k >>= 1
	}
	return n
}

// lnF returns ln x at p bits; x must be positive.
func lnF(x *big.Float, p uint) *big.Float {
	// x = m·2^e with m in [1/√2, √2).
	m := newF(x.Prec())
	e := x.MantExp(m)
	if mf, _ := m.Float64(); mf < math.Sqrt2/2 {
		m.SetMantExp(m, 1)
		e--
	}
	wp := p + guardBits
	// Near 1, ln m is small: keep its relative precision with extra bits.
	d := newF(wp+uint(m.Prec())).Sub(m, fInt(64, 1))
	if d.Sign() == 0 && e == 0 {
		return newF(p)
	}
	if d.Sign() != 0 {
		if de := d.MantExp(nil); de < 0 {
			wp += uint(min(-de, 1<<16))
		}
	}
	var y *big.Float
	if d.Sign() == 0 {
		y = newF(wp)
	} else {
		// Halley's iteration on exp: y += 2 (m - e^y) / (m + e^y).
		mf, _ := m.Float64()
		y = newF(wp).SetFloat64(math.Log(mf))
		if df, _ := d.Float64(); math.Abs(df) < 1e-8 {
			y.SetFloat64(math.Log1p(df))
		}
		// Cubic convergence: each step triples the correct bits, so run
		// the steps at rising precision and only the last one at wp.
		for b := uint(48); ; {
			pp := min(wp, 3*b-8)
			y.SetPrec(pp)
			mw := newF(pp).Set(m)
			ey, _ := expF(y, pp) // |y| < 0.35: no error possible
			num := newF(pp).Sub(mw, ey)
			den := newF(pp).Add(mw, ey)
			num.Quo(num, den)
			num.SetMantExp(num, 1)
			y.Add(y, num)
			if pp == wp {
				break
			}
			b = pp
		}
	}
	if e != 0 {
		ep := wp + uint(bitLen64(int64(e)))
		t := newF(ep).Mul(fInt(ep, int64(e)), ln2F(ep))
		y = newF(ep).Add(t, y)
	}
	return newF(p).Set(y)
}

// sinCosF returns sin x and cos x at p bits, and a bound errAbs on their
// absolute error before the rounding to p: the argument reduction
// x − k·π/2 at wp bits errs by at most 2^(e+3−wp) (k·π/2 and the
// subtraction, with |k| < 2^e), the fixed-point series by fewer than 2^7
// units of 2^-(p+guardBits).
func sinCosF(x *big.Float, p uint) (s, c *big.Float, errAbs mag, err error) {
	if x.Sign() == 0 {
		return newF(p), fInt(p, 1), mag{}, nil
	}
	e := max(0, x.MantExp(nil))
	if e > maxTrigExp {
		return nil, nil, mag{}, errorf(ErrLimit, "trigonometric argument too large (2^%d)", e)
	}
	guard := uint(guardBits)
	var r *big.Float
	var q int64 // quadrant, k mod 4
	var redBits uint
	for attempt := 0; ; attempt++ {
		wp := p + uint(e) + guard
		redBits = wp
		halfPi := piF(wp)
		halfPi.SetMantExp(halfPi, -1)
		kf := newF(wp).Quo(x, halfPi)
		k := roundInt(kf)
		r = newF(wp).Mul(newF(wp).SetInt(k), halfPi)
		r.Sub(newF(wp).Set(x), r)
		q = new(big.Int).And(k, big.NewInt(3)).Int64()
		if r.Sign() == 0 || r.MantExp(nil) > -int(guard)+32 || attempt == 3 {
			break
		}
		guard *= 4 // heavy cancellation: retry with more bits
	}
	// Taylor series of sin and cos at |r| <= π/4, in fixed point.
	wp := p + guardBits
	sn, cs := sinCosFixed(r, wp)
	switch q {
	case 0:
		s, c = sn, cs
	case 1:
		s, c = cs, sn.Neg(sn)
	case 2:
		s, c = sn.Neg(sn), cs.Neg(cs)
	case 3:
		s, c = cs.Neg(cs), sn
	}
	errAbs = radSum(pow2(e+3-int(redBits)), pow2(7-int(wp)))
	return newF(p).Set(s), newF(p).Set(c), errAbs, nil
}

// roundInt returns x rounded to the nearest integer (halves away from 0).
func roundInt(x *big.Float) *big.Int {
	h := newF(x.Prec() + 1).SetFloat64(0.5)
	if x.Sign() < 0 {
		h.Neg(h)
	}
	t := newF(x.Prec()+1).Add(x, h)
	i, _ := t.Int(nil)
	return i
}

// atanF returns arctan x at p bits.
func atanF(x *big.Float, p uint) *big.Float {
	if x.Sign() == 0 {
		return newF(p)
	}
	wp := p + guardBits
	y := newF(wp).Abs(x)
	inv := y.Cmp(fInt(1, 1)) > 0
	if inv {
		y.Quo(fInt(wp, 1), y)
	}
	// atan y = 2 atan(y / (1 + sqrt(1+y²))): halve until y < 1/64.
	s := 0
	one := fInt(wp, 1)
	t := newF(wp)
	for y.MantExp(nil) > -6 && s < 10 {
		t.Mul(y, y)
		t.Add(t, one)
		t.Sqrt(t)
		t.Add(t, one)
		y.Quo(y, t)
		s++
	}
	y2 := newF(wp).Mul(y, y)
	sum := newF(wp).Set(y)
	pw := newF(wp).Set(y)
	nf := newF(wp)
	for k := int64(1); k < 100000; k++ {
		pw.Mul(pw, y2)
		t.Quo(pw, nf.SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Sign() == 0 || t.MantExp(nil) < sum.MantExp(nil)-int(wp) {
			break
		}
	}
	sum.SetMantExp(sum, s)
	if inv {
		hp := piF(wp)
		hp.SetMantExp(hp, -1)
		sum.Sub(hp, sum)
	}
	if x.Sign() < 0 {
		sum.Neg(sum)
	}
	return newF(p).Set(sum)
}

// powF returns x^y = exp(y ln x) at p bits for x > 0.
func powF(x, y *big.Float, p uint) (*big.Float, error) {
	l := lnF(x, p+guardBits)
	// The exponent's absolute error becomes the result's relative error:
	// carry as many extra bits as the exponent has integer bits.
	extra := uint(0)
	if e := l.MantExp(nil) + y.MantExp(nil); e > 0 {
		extra = uint(min(e, 64))
	}
	wp := p + guardBits + extra
	if extra > 0 {
		l = lnF(x, wp)
	}
	t := newF(wp).Mul(l, y)
	return expF(t, p)
}

// maxNewtonRoot is the largest root index rootF takes; higher ones are
// exp(ln x / k). maxNewtonPower is the largest |n| for which a^(n/q) is
// the n-th power of a Newton root (powRat).
const (
	maxNewtonRoot  = 64
	maxNewtonPower = 1024
)

// rootF returns the k-th root of x > 0 (3 <= k <= maxNewtonRoot) to
// precision p by Newton's method on y^k = x, y <- ((k-1) y + x / y^(k-1)) / k,
// from a float64 estimate: each step doubles the correct bits, so six or
// seven steps reach the 1,100 bits of the highest precision asked, where
// exp(ln x / k) sums two series (some ten times the work at 192 bits: a
// MATH row summing 9,999 fourth roots took 2.3 s). It iterates at p +
// guardBits until a step changes y by less than 2^-(p+guardBits-8) of it.
func rootF(x *big.Float, k int, p uint) *big.Float {
	wp := p + guardBits
	mant := new(big.Float)
	e := x.MantExp(mant) // x = mant * 2^e, 1/2 <= mant < 1
	q, r := e/k, e%k
	if r < 0 {
		q, r = q-1, r+k
	}
	m, _ := mant.Float64()
	y := newF(wp).SetFloat64(math.Pow(math.Ldexp(m, r), 1/float64(k)))
	y.SetMantExp(y, q) // x^(1/k) = (mant * 2^r)^(1/k) * 2^q
	kf, k1 := fInt(wp, int64(k)), fInt(wp, int64(k-1))
	next, u, step := newF(wp), newF(wp), newF(wp)
	for range 64 {
		powIntF(u, y, k-1)
		next.Quo(x, u)
		u.Mul(k1, y)
		next.Add(next, u)
		next.Quo(next, kf)
		step.Sub(next, y)
		y.Set(next)
		if step.Sign() == 0 || step.MantExp(nil) < y.MantExp(nil)-int(wp)+8 {
			break
		}
	}
	return newF(p).Set(y)
}

// powIntF sets z to y^n (n >= 1) at z's precision, by squaring.
func powIntF(z, y *big.Float, n int) {
	b := newF(z.Prec()).Set(y)
	z.SetInt64(1)
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			z.Mul(z, b)
		}
		if n > 1 {
			b.Mul(b, b)
		}
	}
}

// iroot returns the integer n-th root of a >= 0 and whether it is exact.
func iroot(a *big.Int, n int) (*big.Int, bool) {
	if a.Sign() == 0 || a.Cmp(big.NewInt(1)) == 0 {
		return new(big.Int).Set(a), true
	}
	if n == 2 {
		r := new(big.Int).Sqrt(a)
		return r, new(big.Int).Mul(r, r).Cmp(a) == 0
	}
	bl := a.BitLen()
	if n >= bl {
		// 1 < a < 2^n: the root is in (1, 2).
		return big.NewInt(1), false
	}
	// Newton's method from above: x = 2^ceil(bl/n).
	x := new(big.Int).Lsh(big.NewInt(1), uint((bl+n-1)/n))
	bn := big.NewInt(int64(n))
	bn1 := big.NewInt(int64(n - 1))
	t, y := new(big.Int), new(big.Int)
	for {
		// y = ((n-1) x + a / x^(n-1)) / n
		t.Exp(x, bn1, nil)
		t.Quo(a, t)
		y.Mul(x, bn1)
		y.Add(y, t)
		y.Quo(y, bn)
		if y.Cmp(x) >= 0 {
			break
		}
		x.Set(y)
	}
	return x, t.Exp(x, bn, nil).Cmp(a) == 0
}

// sinCosFixed returns sin r and cos r for |r| <= 1 at wp bits, summing the
// Taylor series in fixed point (scale 2^fb): each truncated term errs by at
// most one unit, far below the guard bits.
func sinCosFixed(r *big.Float, wp uint) (s, c *big.Float) {
	e := r.MantExp(nil)
	// Fixed-point scale: wp bits below the leading bit of r (r may be tiny).
	fb := wp + uint(max(0, -e))
	R, _ := newF(r.Prec()).SetMantExp(r, int(fb)).Int(nil)
	one := new(big.Int).Lsh(bigOne, fb)
	R2 := new(big.Int).Mul(R, R)
	R2.Rsh(R2, fb)
	ss, cc := new(big.Int).Set(R), new(big.Int).Set(one)
	ts, tc := new(big.Int).Set(R), new(big.Int).Set(one)
	d, tmp, rem := new(big.Int), new(big.Int), new(big.Int)
	for n := int64(1); ts.Sign() != 0 || tc.Sign() != 0; n++ {
		// Separate destinations avoid reallocation on aliasing.
		tmp.Mul(tc, R2)
		tc.Rsh(tmp, fb)
		tc.QuoRem(tc, d.SetInt64((2*n-1)*(2*n)), rem)
		tmp.Mul(ts, R2)
		ts.Rsh(tmp, fb)
		ts.QuoRem(ts, d.SetInt64((2*n)*(2*n+1)), rem)
		if n%2 == 1 {
			cc.Sub(cc, tc)
			ss.Sub(ss, ts)
		} else {
			cc.Add(cc, tc)
			ss.Add(ss, ts)
		}
	}
	s = newF(wp).SetInt(ss)
	s.SetMantExp(s, -int(fb))
	c = newF(wp).SetInt(cc)
	c.SetMantExp(c, -int(fb))
	return s, c
}
