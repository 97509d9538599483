package cas

import (
	"errors"
	"math"
	"math/big"
)

var bigOne = big.NewInt(1)

// Pow returns a^b under the real reading: exact when the result is rational
// (integer exponents, and rational exponents of perfect powers: 8^(1/3) = 2,
// 4^(-1/2) = 1/2) and fits MaxBits; a rational power too big for MaxBits is
// computed inexactly (0.999999^1000000). ErrDomain for 0 to a non-positive
// power and for a negative base with a non-integer exponent; ErrLimit when
// even the inexact result is out of range (|y ln x| > 10^7: 2^(2^(2^100))).
func (c *Context) Pow(a, b Value) (Value, error) {
	if b.f == nil {
		br := b.rat()
		if br.IsInt() {
			return c.powInt(a, br.Num())
		}
		return c.powRat(a, br)
	}
	// Inexact exponent.
	switch a.Sign() {
	case 0:
		if b.Sign() > 0 {
			return ratV(new(big.Rat)), nil
		}
		return Value{}, errorf(ErrDomain, "0 to a non-positive power")
	case -1:
		if b.f.IsInt() {
			n, _ := b.f.Int(nil)
			return c.powInt(a, n)
		}
		return Value{}, errorf(ErrDomain, "negative base %s with a non-integer exponent", a.Text(10))
	}
	return c.powExpLn(a, b)
}

// powExpLn is a^b = exp(b ln a) for a > 0, in balls at guardBits more
// bits than the context (the exponent's absolute error is the result's
// relative error).
func (c *Context) powExpLn(a, b Value) (Value, error) {
	wc := c.WithPrec(c.prec() + guardBits)
	m, r, ok := ballLog(a, wc.prec()+guardBits)
	l, err := wc.lnBall(m, r, ok, wc.prec()+16)
	if err != nil {
		return Value{}, err
	}
	t, err := wc.Mul(b, l)
	if err != nil {
		return Value{}, err
	}
	if t.f != nil {
		if tf, _ := t.f.Float64(); math.Abs(tf) > maxExpArg {
			return Value{}, errorf(ErrLimit, "power out of range (exponent of e %.6g)", tf)
		}
	}
	tm, tr, tok := ballOf(t, wc.prec()+guardBits)
	z, err := wc.expBall(tm, tr, tok)
	if err != nil {
		return Value{}, err
	}
	return c.round(z)
}

// powInt returns a^n for an integer n.
func (c *Context) powInt(a Value, n *big.Int) (Value, error) {
	switch {
	case n.Sign() == 0:
		if a.Sign() == 0 {
			return Value{}, errorf(ErrDomain, "0^0 is undefined")
		}
		return Int(1), nil
	case a.Sign() == 0:
		if n.Sign() < 0 {
			return Value{}, errorf(ErrDomain, "0 to a negative power")
		}
		return ratV(new(big.Rat)), nil
	case n.Cmp(bigOne) == 0:
		return a, nil
	}
	odd := n.Bit(0) == 1
	if a.f == nil {
		r := a.rat()
		if r.Num().CmpAbs(bigOne) == 0 && r.IsInt() { // ±1
			if r.Sign() < 0 && odd {
				return Int(-1), nil
			}
			return Int(1), nil
		}
		// Lower bound of the result's size: (bits-1)·|n| per part.
		size := r.Num().BitLen() - 1 + r.Denom().BitLen() - 1
		if !n.IsInt64() || size > 0 && (n.Int64() > int64(c.maxBits()) || n.Int64() < -int64(c.maxBits()) || int64(size)*abs64(n.Int64()) > int64(c.maxBits())) {
			// Too big to be exact: inexact, unless even that overflows.
			return c.powIntInexact(a, n, odd)
		}
		e := new(big.Int).Abs(n)
		num := new(big.Int).Exp(r.Num(), e, nil)
		den := new(big.Int).Exp(r.Denom(), e, nil)
		if n.Sign() < 0 {
			num, den = den, num
		}
		if num.BitLen()+den.BitLen() > c.maxBits() {
			return c.powIntInexact(a, n, odd)
		}
		return ratV(new(big.Rat).SetFrac(num, den)), nil
	}
	if a.f.Sign() == 0 {
		if n.Sign() < 0 {
			return Value{}, errorf(ErrDomain, "0 to a negative power")
		}
		// 0 ± r to the power n lies within r^n of 0.
		if !a.radOK {
			return floatV(newF(c.prec())), nil
		}
		if !n.IsInt64() || n.Int64() > maxSquaringExp {
			return Value{}, errorf(ErrPrecision, "a power of a value known only to ±%s", a.rad.text())
		}
		r := magF(1)
		for k, b := n.Int64(), a.rad; k > 0; k >>= 1 {
			if k&1 == 1 {
				r = radMul(r, b)
			}
			b = radMul(b, b)
		}
		return Value{f: newF(c.prec()), rad: r, radOK: true}, nil
	}
	p := c.prec()
	if n.IsInt64() && abs64(n.Int64()) <= maxSquaringExp {
		// Square and multiply: about 2·log2|n| roundings.
		k0 := abs64(n.Int64())
		k := k0
		wp := p + guardBits + uint(2*bitLen64(k))
		base := newF(wp).Set(a.f)
		z := fInt(wp, 1)
		for ; k > 0; k >>= 1 {
			if k&1 == 1 {
				z.Mul(z, base)
			}
			base.Mul(base, base)
			if z.IsInf() || base.IsInf() && k > 1 {
				return Value{}, errorf(ErrLimit, "floating-point overflow")
			}
		}
		// The roundings: at most 2·bitlen(k)+1 products and a quotient,
		// each within 2^-wp relative; the base's radius grows as
		// (1 + ε)^k − 1, and 1/z doubles a relative radius below 1/2.
		m, r, ok := ballOf(a, wp)
		var rel mag
		if !r.isZero() {
			g, fine := growth(magF(float64(k0)), relRad(m, r))
			if !fine || magCmp(g, magF(0.5)) > 0 {
				return Value{}, errorf(ErrPrecision, "a power of %s, known only to ±%s", m.Text('g', 10), r.text())
			}
			rel = g
			if n.Sign() < 0 {
				rel = radMul(rel, magF(2))
			}
		}
		rel = radSum(rel, pow2(bitLen64(k0)+3-int(wp)))
		if n.Sign() < 0 {
			z.Quo(fInt(wp, 1), z)
		}
		return c.ball(z, radMul(radAbs(z), rel), ok)
	}
	return c.powIntInexact(a, n, odd)
}

// powIntInexact returns a^n as exp(n ln|a|) with the sign of a^n.
func (c *Context) powIntInexact(a Value, n *big.Int, odd bool) (Value, error) {
	z, err := c.powExpLn(c.Abs(a), ratV(new(big.Rat).SetInt(n)))
	if err != nil {
		if errors.Is(err, ErrPrecision) {
			return Value{}, err
		}
		return Value{}, errorf(ErrLimit, "power with exponent %s is out of range", shortInt(n))
	}
	if a.Sign() < 0 && odd {
		z = c.Neg(z)
	}
	return z, nil
}

// powRat returns a^(p/q) for a non-integer rational exponent.
func (c *Context) powRat(a Value, e *big.Rat) (Value, error) {
	switch a.Sign() {
	case 0:
		if e.Sign() > 0 {
			return ratV(new(big.Rat)), nil
		}
		return Value{}, errorf(ErrDomain, "0 to a negative power")
	case -1:
		return Value{}, errorf(ErrDomain, "negative base %s with the non-integer exponent %s", a.Text(10), e.RatString())
	}
	if a.f == nil && e.Denom().IsInt64() && e.Denom().Int64() <= int64(c.maxBits()) {
		q := int(e.Denom().Int64())
		if root, ok := c.exactRoot(a.rat(), q); ok {
			return c.powInt(ratV(root), e.Num())
		}
	}
	p := c.prec()
	if q, n := e.Denom(), e.Num(); q.IsInt64() && q.Int64() >= 2 && q.Int64() <= maxNewtonRoot && n.IsInt64() && abs64(n.Int64()) <= maxNewtonPower {
		// a^(n/q) = (a^(1/q))^n: a Newton root and a few products instead
		// of exp(n/q ln a); |n| <= maxNewtonPower costs at most 11 bits of
		// the guard bits.
		wp := p + guardBits
		x := fl(a, wp)
		var r *big.Float
		if q.Int64() == 2 {
			r = newF(wp).Sqrt(x)
		} else {
			r = rootF(x, int(q.Int64()), wp)
		}
		z := newF(wp)
		powIntF(z, r, int(abs64(n.Int64())))
		if n.Sign() < 0 {
			z.Quo(fInt(wp, 1), z)
		}
		rel, err := rootPowRel(a, x, e, wp)
		if err != nil {
			return Value{}, err
		}
		_, _, ok := ballOf(a, wp)
		return c.ball(z, radMul(radAbs(z), rel), ok)
	}
	return c.powExpLn(a, ratV(e))
}

// rootPowRel bounds the relative error of a^(n/q) = (a^(1/q))^n computed
// at wp bits from x, a at wp bits: the root within 2^-(wp-10) (Newton
// stops when a step is below 2^-(wp-8) of y, and the error is then of the
// order of the step squared), |n| <= 2^10 products, and the radius of a
// grown as (1 + 2ε)^|n/q| − 1.
func rootPowRel(a Value, x *big.Float, e *big.Rat, wp uint) (mag, error) {
	_, r, _ := ballOf(a, wp)
	ef, _ := new(big.Rat).Abs(e).Float64()
	t := magF(ef * (1 + 1e-12))
	rel := radSum(pow2(10-int(wp)+11), pow2(12-int(wp)))
	if !r.isZero() {
		eps := relRad(x, r)
		if magCmp(eps, magF(0.25)) > 0 {
			return mag{}, errorf(ErrPrecision, "a root of %s, known only to ±%s", x.Text('g', 10), r.text())
		}
		g, fine := growth(t, radMul(eps, magF(2)))
		if !fine {
			return mag{}, errorf(ErrPrecision, "a power of %s, known only to ±%s", x.Text('g', 10), r.text())
		}
		rel = radSum(rel, g)
	}
	return rel, nil
}

// exactRoot returns the q-th root of r >= 0 when it is rational.
func (c *Context) exactRoot(r *big.Rat, q int) (*big.Rat, bool) {
	num, ok := iroot(r.Num(), q)
	if !ok {
		return nil, false
	}
	den, ok := iroot(r.Denom(), q)
	if !ok {
		return nil, false
	}
	return new(big.Rat).SetFrac(num, den), true
}

// Root returns the n-th root of a: real for odd n (the root of a negative
// number is negative), ErrDomain for an even n and a negative a. An index
// that is not a positive integer is read as the power a^(1/n).
func (c *Context) Root(a, n Value) (Value, error) {
	if n.f != nil || !n.rat().IsInt() || n.Sign() <= 0 {
		if n.Sign() == 0 {
			return Value{}, errorf(ErrDomain, "root of index 0")
		}
		inv, err := c.Div(Int(1), n)
		if err != nil {
			return Value{}, err
		}
		return c.Pow(a, inv)
	}
	ni := n.rat().Num()
	if !ni.IsInt64() || ni.Int64() > 1<<20 {
		return Value{}, errorf(ErrLimit, "root index %s is too large", shortInt(ni))
	}
	k := int(ni.Int64())
	if k == 1 {
		return a, nil
	}
	neg := a.Sign() < 0
	if neg && k%2 == 0 {
		return Value{}, errorf(ErrDomain, "even root of the negative number %s", a.Text(10))
	}
	if a.Sign() == 0 {
		return ratV(new(big.Rat)), nil
	}
	x := c.Abs(a)
	var z Value
	if x.f == nil {
		if root, ok := c.exactRoot(x.rat(), k); ok {
			z = ratV(root)
		}
	}
	if z.f == nil && z.r == nil {
		var err error
		if z, err = c.rootInexact(x, k); err != nil {
			return Value{}, err
		}
	}
	if neg {
		z = c.Neg(z)
	}
	return z, nil
}

// rootInexact is the k-th root of x > 0 as a ball: a Newton root (the
// square root of math/big, correct to an ulp, for k = 2) within
// 2^-(wp-10), and the radius of x as (1 + 2ε)^(1/k) − 1; a ball that
// reaches 0 gives [0, (m + r)^(1/k)].
func (c *Context) rootInexact(x Value, k int) (Value, error) {
	p := c.prec()
	if k > maxNewtonRoot {
		return c.powExpLn(x, ratV(big.NewRat(1, int64(k))))
	}
	wp := p + guardBits
	m, r, ok := ballOf(x, wp)
	if ok && !r.isZero() && magCmp(relRad(m, r), magF(0.25)) > 0 {
		// The ball reaches near 0: the root lies in [0, (m+r)^(1/k)].
		top := newF(wp).Set(radSum(radAbs(m), r).big())
		var hi *big.Float
		if k == 2 {
			hi = newF(wp).Sqrt(top)
		} else {
			hi = rootF(top, k, wp)
		}
		hr := radSum(radAbs(hi), radMul(radAbs(hi), pow2(12-int(wp))))
		return c.ball(newF(wp).Quo(hi, fInt(wp, 2)), radMul(hr, magF(0.5)), ok)
	}
	var f *big.Float
	if k == 2 {
		f = newF(wp).Sqrt(m)
	} else {
		f = rootF(m, k, wp)
	}
	rel := pow2(10 - int(wp) + 2)
	if !r.isZero() {
		g, fine := growth(magF(1/float64(k)*(1+1e-12)), radMul(relRad(m, r), magF(2)))
		if !fine {
			return Value{}, errorf(ErrPrecision, "a root of a value known only to ±%s", r.text())
		}
		rel = radSum(rel, g)
	}
	return c.ball(f, radMul(radAbs(f), rel), ok)
}

// Sqrt returns the square root of a (ErrDomain when a < 0).
func (c *Context) Sqrt(a Value) (Value, error) { return c.Root(a, Int(2)) }

func abs64(i int64) int64 {
	if i < 0 {
		return -i
	}
	return i
}

// shortInt formats n for a message, eliding the middle of long numbers.
func shortInt(n *big.Int) string {
	if n.BitLen() > 64 {
		return "~2^" + itoa(n.BitLen())
	}
	return n.String()
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

// log2Rat estimates log2 |r| for r != 0 (float64 accuracy).
func log2Rat(r *big.Rat) float64 {
	return log2Int(r.Num()) - log2Int(r.Denom())
}

func log2Int(n *big.Int) float64 {
	bl := n.BitLen()
	if bl <= 60 {
		return math.Log2(math.Abs(float64(n.Int64())))
	}
	top := new(big.Int).Rsh(new(big.Int).Abs(n), uint(bl-60))
	return math.Log2(float64(top.Int64())) + float64(bl-60)
}

// exactLog returns log_b x as a rational when b^(p/q) = x exactly for a
// small q; b, x > 0 and b != 1.
func (c *Context) exactLog(b, x *big.Rat) (*big.Rat, bool) {
	if x.Cmp(big.NewRat(1, 1)) == 0 {
		return new(big.Rat), true
	}
	est := log2Rat(x) / log2Rat(b)
	for q := int64(1); q <= 12; q++ {
		pf := math.Round(est * float64(q))
		if math.Abs(pf-est*float64(q)) > 1e-6 || pf == 0 || math.Abs(pf) > 1<<20 {
			continue
		}
		p := int64(pf)
		// b^p == x^q, within the size limit.
		bs := float64(b.Num().BitLen()+b.Denom().BitLen()) * math.Abs(float64(p))
		xs := float64(x.Num().BitLen()+x.Denom().BitLen()) * float64(q)
		if bs > float64(c.maxBits()) || xs > float64(c.maxBits()) {
			return nil, false
		}
		lhs, err1 := c.powInt(ratV(b), big.NewInt(p))
		rhs, err2 := c.powInt(ratV(x), big.NewInt(q))
		if err1 == nil && err2 == nil && lhs.rat().Cmp(rhs.rat()) == 0 {
			return big.NewRat(p, q), true
		}
	}
	return nil, false
}

// flLog returns v as a big.Float for use as the argument of a logarithm:
// an exact v close to 1 gets extra bits, so that ln v keeps its relative
// precision (ln(1+10^-100) needs the 10^-100).
func flLog(v Value, p uint) *big.Float {
	if v.f != nil {
		return newF(p).Set(v.f)
	}
	d := new(big.Rat).Sub(v.rat(), big.NewRat(1, 1))
	if d.Sign() != 0 {
		if l := -log2Rat(d); l > 0 {
			p += uint(min(l+2, 1<<16))
		}
	}
	return newF(p).SetRat(v.rat())
}
