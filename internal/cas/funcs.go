package cas

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Apply applies a known function to its arguments. For ast.Log the
// arguments are (x) for the natural logarithm or (base, x); ast.Binom takes
// (n, k); Min, Max, GCD and LCM take one or more; the others take one.
// ast.Other is ErrUnsupported.
func (c *Context) Apply(name ast.FuncName, args ...Value) (Value, error) {
	want := 1
	switch name {
	case ast.Log:
		if len(args) == 2 {
			return c.LogBase(args[0], args[1])
		}
	case ast.Binom:
		want = 2
	case ast.Min, ast.Max, ast.GCD, ast.LCM:
		if len(args) == 0 {
			return Value{}, errorf(ErrUnsupported, "%s of no arguments", funcLabel(name))
		}
		want = len(args)
	case ast.Other:
		return Value{}, errorf(ErrUnsupported, "unknown function")
	}
	if len(args) != want {
		return Value{}, errorf(ErrUnsupported, "%s takes %d argument(s), got %d", funcLabel(name), want, len(args))
	}
	x := args[0]
	switch name {
	case ast.Sin, ast.Cos, ast.Tan, ast.Cot, ast.Sec, ast.Csc:
		return c.trig(name, x)
	case ast.Arcsin, ast.Arccos, ast.Arctan, ast.Arccot:
		return c.arcTrig(name, x)
	case ast.Sinh, ast.Cosh, ast.Tanh, ast.Coth:
		return c.hyperbolic(name, x)
	case ast.Exp:
		if x.f == nil && x.rat().Sign() == 0 {
			return Int(1), nil
		}
		m, r, ok := ballOf(x, c.prec()+guardBits)
		return c.expBall(m, r, ok)
	case ast.Ln, ast.Log:
		return c.Ln(x)
	case ast.Lg:
		return c.LogBase(Int(10), x)
	case ast.Abs:
		return c.Abs(x), nil
	case ast.Floor:
		return c.Floor(x)
	case ast.FracPart:
		fl, err := c.Floor(x)
		if err != nil {
			return Value{}, err
		}
		if x.f != nil && !x.radOK && fl.f == nil && c.nearInt(x) {
			return ratV(new(big.Rat)), nil
		}
		return c.Sub(x, fl)
	case ast.Sign:
		if x.f != nil && x.radOK && straddlesZero(x.f, x.rad) {
			return Value{}, errorf(ErrPrecision, "the sign of %s, within its error bound %s of 0", x.f.Text('g', 10), x.rad.text())
		}
		return Int(int64(x.Sign())), nil
	case ast.Min, ast.Max:
		best := x
		for _, a := range args[1:] {
			cmp := c.Cmp(a, best)
			if name == ast.Min && cmp < 0 || name == ast.Max && cmp > 0 {
				a, best = best, a
			}
			best = c.overlapped(best, a)
		}
		return best, nil
	case ast.GCD, ast.LCM:
		return c.gcdLcm(name == ast.GCD, args)
	case ast.Binom:
		return c.Binomial(args[0], args[1])
	case ast.Factorial:
		return c.Factorial(x)
	}
	return Value{}, errorf(ErrUnsupported, "function %d has no value", int(name))
}

func funcLabel(name ast.FuncName) string {
	labels := map[ast.FuncName]string{
		ast.Sin: "sin", ast.Cos: "cos", ast.Tan: "tan", ast.Cot: "cot", ast.Sec: "sec", ast.Csc: "csc",
		ast.Arcsin: "arcsin", ast.Arccos: "arccos", ast.Arctan: "arctan", ast.Arccot: "arccot",
		ast.Sinh: "sinh", ast.Cosh: "cosh", ast.Tanh: "tanh", ast.Coth: "coth", ast.Exp: "exp",
		ast.Ln: "ln", ast.Lg: "lg", ast.Log: "log", ast.Abs: "abs", ast.Floor: "floor",
		ast.FracPart: "fractional part", ast.Sign: "sign", ast.Min: "min", ast.Max: "max",
		ast.GCD: "gcd", ast.LCM: "lcm", ast.Binom: "binomial", ast.Factorial: "factorial",
	}
	if s, ok := labels[name]; ok {
		return s
	}
	return "function"
}

// trigExact12 gives sin(jπ/12) for the j (mod 24) where it is rational.
var trigExact12 = map[int64]int64{0: 0, 2: 1, 6: 2, 10: 1, 12: 0, 14: -1, 18: -2, 22: -1} // in halves

// trig evaluates sin, cos, tan, cot, sec, csc.
func (c *Context) trig(name ast.FuncName, x Value) (Value, error) {
	if x.f == nil && x.rat().Sign() == 0 {
		x = Value{f: newF(c.prec()), pi: new(big.Rat)} // 0 = 0·π
	}
	if x.pi != nil {
		// k mod 2 in twelfths of π.
		k := new(big.Rat).Set(x.pi)
		m := new(big.Rat).Mul(k, big.NewRat(12, 1))
		if m.IsInt() {
			j := new(big.Int).Mod(m.Num(), big.NewInt(24)).Int64()
			sinJ := func(j int64) (*big.Rat, bool) {
				h, ok := trigExact12[(j%24+24)%24]
				return big.NewRat(h, 2), ok
			}
			s, sok := sinJ(j)
			co, cok := sinJ(j + 6)
			switch name {
			case ast.Sin:
				if sok {
					return ratV(s), nil
				}
			case ast.Cos:
				if cok {
					return ratV(co), nil
				}
			case ast.Tan, ast.Cot:
				t := j % 12
				if name == ast.Cot {
					t = (18 - t) % 12 // cot x = tan(π/2 - x)
				}
				switch t {
				case 0:
					return Int(0), nil
				case 3:
					return Int(1), nil
				case 9:
					return Int(-1), nil
				case 6:
					return Value{}, errorf(ErrDomain, "%s is undefined at %s", funcLabel(name), piLabel(k))
				}
			case ast.Sec, ast.Csc:
				v, ok := co, cok
				if name == ast.Csc {
					v, ok = s, sok
				}
				if ok {
					if v.Sign() == 0 {
						return Value{}, errorf(ErrDomain, "%s is undefined at %s", funcLabel(name), piLabel(k))
					}
					return ratV(v.Inv(v)), nil
				}
			}
		}
		// Reduce k modulo 2 so that the argument is small and accurate.
		q := new(big.Int).Quo(k.Num(), k.Denom())
		q.Rsh(q, 1).Lsh(q, 1)
		k.Sub(k, new(big.Rat).SetInt(q))
		x = c.piTimes(k)
	}
	p := c.prec()
	wp := p + 16
	// An exact argument converts with all its integer bits (sin 10^300
	// needs them); an inexact one is a ball, and sin, cos are 1-Lipschitz.
	m, rx, ok := ballOf(x, exactBits(x, wp+guardBits))
	sf, cf, errAbs, err := sinCosF(m, wp)
	if err != nil {
		return Value{}, err
	}
	r := radSum(rx, errAbs)
	sv, err := c.ball(sf, radSum(r, ulp(sf, wp)), ok)
	if err != nil {
		return Value{}, err
	}
	cv, err := c.ball(cf, radSum(r, ulp(cf, wp)), ok)
	if err != nil {
		return Value{}, err
	}
	tiny := func(f *big.Float) bool { return f.Sign() == 0 || f.MantExp(nil) < -int(p)+16 }
	switch name {
	case ast.Sin:
		return sv, nil
	case ast.Cos:
		return cv, nil
	case ast.Tan, ast.Sec:
		if tiny(cf) {
			return Value{}, errorf(ErrDomain, "%s is undefined at %s (cosine is zero)", funcLabel(name), x.Text(20))
		}
		if name == ast.Sec {
			return c.Div(Int(1), cv)
		}
		return c.Div(sv, cv)
	default: // Cot, Csc
		if tiny(sf) {
			return Value{}, errorf(ErrDomain, "%s is undefined at %s (sine is zero)", funcLabel(name), x.Text(20))
		}
		if name == ast.Csc {
			return c.Div(Int(1), sv)
		}
		return c.Div(cv, sv)
	}
}

// arcTrig evaluates arcsin, arccos, arctan, arccot (principal values;
// arccot in (0, π)).
func (c *Context) arcTrig(name ast.FuncName, x Value) (res Value, err error) {
	p := c.prec()
	wp := p + guardBits
	if name == ast.Arcsin || name == ast.Arccos {
		// |x| - 1; an inexact difference that is rounding noise is a zero.
		d, err := c.Sub(c.Abs(x), Int(1))
		if err != nil {
			return Value{}, err
		}
		if d.Sign() == 0 && x.f != nil {
			// ±1 within its error bound: the value at ±1, widened by
			// the Hölder bound over the ball (an estimate stays one).
			m, r, rok := x.f, x.rad, x.radOK
			defer func() {
				if err == nil {
					res = widen(res, rok, arcHolder(m, radSum(r, pow2(1-int(p)))))
				}
			}()
			x = Int(int64(x.Sign()))
		}
		if d.Sign() > 0 {
			return Value{}, errorf(ErrDomain, "%s of %s is outside [-1, 1]", funcLabel(name), x.Text(20))
		}
	}
	if x.f == nil {
		// Standard angles, as multiples of π.
		r := x.rat()
		var k *big.Rat
		switch name {
		case ast.Arcsin, ast.Arccos:
			switch {
			case r.Sign() == 0:
				k = new(big.Rat)
			case r.Cmp(big.NewRat(1, 2)) == 0:
				k = big.NewRat(1, 6)
			case r.Cmp(big.NewRat(-1, 2)) == 0:
				k = big.NewRat(-1, 6)
			case r.Cmp(big.NewRat(1, 1)) == 0:
				k = big.NewRat(1, 2)
			case r.Cmp(big.NewRat(-1, 1)) == 0:
				k = big.NewRat(-1, 2)
			}
		case ast.Arctan, ast.Arccot:
			switch {
			case r.Sign() == 0:
				k = new(big.Rat)
			case r.Cmp(big.NewRat(1, 1)) == 0:
				k = big.NewRat(1, 4)
			case r.Cmp(big.NewRat(-1, 1)) == 0:
				k = big.NewRat(-1, 4)
			}
		}
		if k != nil {
			if name == ast.Arccos || name == ast.Arccot {
				k.Sub(big.NewRat(1, 2), k)
			}
			if k.Sign() == 0 {
				return Int(0), nil
			}
			return c.piTimes(k), nil
		}
	}
	xf, rx, ok := ballOf(x, wp)
	one := fInt(wp, 1)
	var z *big.Float
	switch name {
	case ast.Arcsin:
		// 2 atan(x / (1 + sqrt((1-x)(1+x))))
		t := newF(wp).Sub(one, xf)
		t.Mul(t, newF(wp).Add(one, xf))
		t.Sqrt(t)
		t.Add(t, one)
		z = atanF(t.Quo(xf, t), wp)
		z.SetMantExp(z, 1)
	case ast.Arccos:
		den := newF(wp).Add(one, xf)
		if den.Sign() == 0 {
			z = piF(wp)
			break
		}
		t := newF(wp).Sub(one, xf)
		t.Quo(t, den)
		t.Sqrt(t)
		z = atanF(t, wp)
		z.SetMantExp(z, 1)
	case ast.Arctan:
		z = atanF(xf, wp)
	case ast.Arccot:
		if xf.Sign() == 0 {
			return c.piTimes(big.NewRat(1, 2)), nil
		}
		z = atanF(newF(wp).Quo(one, xf), wp)
		if xf.Sign() < 0 {
			z.Add(z, piF(wp))
		}
	}
	// Their own error: a few operations at wp bits (2^6 ulps covers
	// them); the argument's radius times the derivative's bound on the ball.
	r := radSum(radMul(pow2(6), funcErr(z, wp)), radMul(arcLipschitz(name, xf, rx), rx))
	if name == ast.Arcsin || name == ast.Arccos {
		r = radSum(r, arcHolder(xf, rx))
	}
	return c.ball(z, r, ok)
}

// widen adds extra to the radius of v, or makes v an estimate when the
// operand had no radius (ok false).
func widen(v Value, ok bool, extra mag) Value {
	if !ok {
		return Value{f: v.Float(max(64, v.precOf())), pi: v.pi}
	}
	if v.f == nil {
		v = Value{f: v.Float(v.precOf()), radOK: true}
	}
	v.rad = radSum(v.rad, extra)
	return v
}

// arcLipschitz bounds the derivative of the inverse function on the ball
// m ± r: 1/(1 + (|m| − r)²) for arctan and arccot (1 when the ball holds
// 0), 1/sqrt(1 − (|m| + r)²) for arcsin and arccos inside (−1, 1) (0
// outside, where arcHolder bounds them).
func arcLipschitz(name ast.FuncName, m *big.Float, r mag) mag {
	one := magF(1)
	switch name {
	case ast.Arctan, ast.Arccot:
		d, ok := magSubDown(magOfDown(m), r)
		if !ok {
			return one
		}
		return magQuo(one, magAdd(magMulDown(d, d), mag{0.5, 1}))
	}
	hi := radSum(radAbs(m), r)
	if magCmp(hi, one) >= 0 {
		return mag{}
	}
	d, ok := magSubDown(mag{0.5, 1}, magMul(hi, hi))
	if !ok {
		return mag{}
	}
	return magQuo(one, magSqrtDown(d))
}

// arcHolder bounds |arcsin a − arcsin b| where the ball m ± r reaches ±1:
// arcsin is 1/2-Hölder with constant π/√2 < 3, so 3·sqrt(2r) covers it.
func arcHolder(m *big.Float, r mag) mag {
	if magCmp(radSum(radAbs(m), r), magF(1)) < 0 || r.isZero() {
		return mag{}
	}
	return magMul(magSqrt(magMul(r, magF(2))), magF(3.0001))
}

// hyperbolic evaluates sinh, cosh, tanh, coth.
func (c *Context) hyperbolic(name ast.FuncName, x Value) (Value, error) {
	if x.Sign() == 0 {
		switch name {
		case ast.Cosh:
			return Int(1), nil
		case ast.Coth:
			return Value{}, errorf(ErrDomain, "coth is undefined at 0")
		}
		return Int(0), nil
	}
	p := c.prec()
	wp := p + guardBits
	xf, rx, ok := ballOf(x, wp)
	e := xf.MantExp(nil)
	// The argument's radius: |tanh'| <= 1; coth = 1/tanh (a ball
	// division); |sinh(m±r) − sinh m| <= 2(|sinh m| + 1)(e^r − 1) and
	// |cosh(m±r) − cosh m| <= 2 cosh m (e^r − 1).
	g, fine := expm1Bound(rx)
	if !fine {
		return Value{}, errorf(ErrPrecision, "%s of a value known only to ±%s", funcLabel(name), rx.text())
	}
	out := func(y *big.Float, q uint) (Value, error) {
		r := radMul(pow2(6), funcErr(y, q))
		switch name {
		case ast.Tanh:
			r = radSum(r, rx)
		case ast.Sinh:
			r = radSum(r, radMul(radMul(radSum(radAbs(y), magF(1)), g), magF(2)))
		case ast.Cosh:
			r = radSum(r, radMul(radMul(radAbs(y), g), magF(2)))
		}
		return c.ball(y, r, ok)
	}
	if e < -int(p) {
		// |x| < 2^-p: sinh x and tanh x are x, cosh x is 1, to p bits.
		switch name {
		case ast.Cosh:
			return out(fInt(p, 1), p)
		case ast.Coth:
			t, err := out(xf, p)
			if err != nil {
				return Value{}, err
			}
			return c.Div(Int(1), t)
		}
		return out(xf, p)
	}
	if e < 0 {
		// e^x - 1 cancels for small x: keep the relative precision.
		wp += uint(min(-e, 1<<16))
		xf = fl(x, wp)
	}
	if name == ast.Tanh || name == ast.Coth {
		// tanh x = (e^(2x) - 1) / (e^(2x) + 1); saturates for |x| > p.
		var t *big.Float
		if e > 0 && e > bitLen64(int64(p)) {
			t = fInt(wp, int64(xf.Sign()))
		} else {
			e2, err := expF(newF(wp).SetMantExp(xf, 1), wp)
			if err != nil {
				return Value{}, err
			}
			num := newF(wp).Sub(e2, fInt(wp, 1))
			den := newF(wp).Add(e2, fInt(wp, 1))
			t = num.Quo(num, den)
		}
		tv, err := c.ball(t, radSum(rx, radMul(pow2(6), funcErr(t, p)), pow2(-int(p)-8)), ok)
		if err != nil || name == ast.Tanh {
			return tv, err
		}
		return c.Div(Int(1), tv)
	}
	ex, err := expF(xf, wp)
	if err != nil {
		return Value{}, err
	}
	inv := newF(wp).Quo(fInt(wp, 1), ex)
	if name == ast.Sinh {
		ex.Sub(ex, inv)
	} else {
		ex.Add(ex, inv)
	}
	ex.SetMantExp(ex, -1)
	return out(ex, wp)
}

// expBall is e^(m ± r): expF's own error (funcErr) and the radius
// (e^m + its error)(e^r − 1).
func (c *Context) expBall(m *big.Float, r mag, ok bool) (Value, error) {
	q := c.prec() + 16
	y, err := expF(m, q)
	if err != nil {
		return Value{}, err
	}
	g, fine := expm1Bound(r)
	if !fine {
		return Value{}, errorf(ErrPrecision, "e to a power known only to ±%s", r.text())
	}
	fe := funcErr(y, q)
	return c.ball(y, radSum(radMul(radSum(radAbs(y), fe), g), fe), ok)
}

// lnBall is ln(m ± r) for m − r > 0: lnF's own error and r/(m − r).
func (c *Context) lnBall(m *big.Float, r mag, ok bool, q uint) (Value, error) {
	lo, pos := magSubDown(magOfDown(m), r)
	if m.Sign() <= 0 || !pos {
		return Value{}, errorf(ErrPrecision, "logarithm of %s, not known to be positive (its error bound is %s)", m.Text('g', 10), r.text())
	}
	y := lnF(m, q)
	return c.ball(y, radSum(quoRad(r, lo), funcErr(y, q)), ok)
}

// ballLog is v as the argument of a logarithm at p bits (flLog: an exact
// v near 1 gets the extra bits that keep ln v's relative precision).
func ballLog(v Value, p uint) (m *big.Float, r mag, ok bool) {
	if v.f != nil {
		return ballOf(v, p)
	}
	m = flLog(v, p)
	if m.Acc() != big.Exact {
		r = ulp(m, m.Prec())
	}
	return m, r, true
}

// Ln returns the natural logarithm of x (ErrDomain for x <= 0).
func (c *Context) Ln(x Value) (Value, error) {
	if x.Sign() <= 0 {
		return Value{}, errorf(ErrDomain, "logarithm of the non-positive number %s", x.Text(20))
	}
	if x.f == nil && x.rat().Cmp(big.NewRat(1, 1)) == 0 {
		return Int(0), nil
	}
	m, r, ok := ballLog(x, c.prec()+guardBits)
	return c.lnBall(m, r, ok, c.prec()+16)
}

// LogBase returns log_b x: exact when b^(p/q) = x for a small q (lg 1000 =
// 3, log_8 4 = 2/3). ErrDomain for x <= 0, b <= 0 or b = 1.
func (c *Context) LogBase(b, x Value) (Value, error) {
	if b.Sign() <= 0 {
		return Value{}, errorf(ErrDomain, "logarithm base %s is not positive", b.Text(20))
	}
	if x.Sign() <= 0 {
		return Value{}, errorf(ErrDomain, "logarithm of the non-positive number %s", x.Text(20))
	}
	if b.f == nil && b.rat().Cmp(big.NewRat(1, 1)) == 0 {
		return Value{}, errorf(ErrDomain, "logarithm base 1")
	}
	if b.f == nil && x.f == nil {
		if k, ok := c.exactLog(b.rat(), x.rat()); ok {
			return ratV(k), nil
		}
	}
	p := c.prec()
	wp := p + guardBits
	wc := c.WithPrec(wp)
	mb, rb, okb := ballLog(b, wp)
	lb, err := wc.lnBall(mb, rb, okb, wp)
	if err != nil {
		return Value{}, err
	}
	if lb.f.Sign() == 0 || lb.f.MantExp(nil) < -int(p)+16 {
		return Value{}, errorf(ErrDomain, "logarithm base %s is 1", b.Text(20))
	}
	mx, rx, okx := ballLog(x, wp)
	lx, err := wc.lnBall(mx, rx, okx, wp)
	if err != nil {
		return Value{}, err
	}
	q, err := wc.Div(lx, lb)
	if err != nil {
		return Value{}, err
	}
	return c.round(q)
}

// round returns v at the context's precision, its radius widened by the
// rounding.
func (c *Context) round(v Value) (Value, error) {
	if v.f == nil {
		return v, nil
	}
	return c.ball(v.f, v.rad, v.radOK)
}

// nearInt reports whether the inexact x is within 2^-(Prec-32) (relative)
// of an integer.
func (c *Context) nearInt(x Value) bool {
	if x.f == nil {
		return x.rat().IsInt()
	}
	n := roundInt(x.f)
	d := newF(x.f.Prec() + 64).SetInt(n)
	d.Sub(d, x.f)
	if d.Sign() == 0 {
		return true
	}
	ref := max(0, exponent(x.f))
	return d.MantExp(nil) < ref-int(c.prec())+32
}

// Floor returns the greatest integer <= x (exact). An inexact x is a ball:
// its floor is known when both ends of the ball have it, else ErrPrecision
// (a higher precision may narrow it); an estimate within rounding noise of
// an integer takes that integer.
func (c *Context) Floor(x Value) (Value, error) {
	if x.f == nil {
		r := x.rat()
		q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for den > 0
		return ratV(new(big.Rat).SetInt(q)), nil
	}
	if e := exponent(x.f); e > c.maxBits() {
		return Value{}, errorf(ErrLimit, "integer part of a number of 2^%d", e)
	}
	if !x.radOK {
		// An estimate: within rounding noise of an integer, that integer.
		if c.nearInt(x) {
			return ratV(new(big.Rat).SetInt(roundInt(x.f))), nil
		}
		return ratV(new(big.Rat).SetInt(floorF(x.f))), nil
	}
	// A ball: the floor only when both ends have it.
	lo, hi := lowHigh(x.f, x.rad)
	fl, fh := floorF(lo), floorF(hi)
	if fl.Cmp(fh) != 0 {
		return Value{}, errorf(ErrPrecision, "the integer part of %s: its error bound %s reaches the integer %s", x.f.Text('g', 25), x.rad.text(), fh)
	}
	return ratV(new(big.Rat).SetInt(fl)), nil
}

// floorF is the greatest integer <= x.
func floorF(x *big.Float) *big.Int {
	i, acc := x.Int(nil) // truncates toward zero
	if x.Sign() < 0 && acc != big.Exact {
		i.Sub(i, bigOne)
	}
	return i
}

// overlapped is best, the one of best and other that Cmp chose, widened
// to cover other when their balls overlap (the true minimum or maximum
// may be either).
func (c *Context) overlapped(best, other Value) Value {
	if best.f == nil && other.f == nil {
		return best
	}
	wp := c.prec() + 16
	mb, rb, okb := ballOf(best, wp)
	mo, ro, oko := ballOf(other, wp)
	if !okb || !oko {
		return best
	}
	diff := new(big.Float).Sub(mb, mo)
	d := radSum(radAbs(diff), ulp(diff, diff.Prec()))
	if magCmp(d, radSum(rb, ro)) > 0 {
		return best
	}
	v, err := c.ball(mb, radSum(rb, ro, d), true)
	if err != nil {
		return best
	}
	return v
}

// natural returns x as a non-negative integer, or ErrDomain naming what.
func natural(x Value, what string) (*big.Int, error) {
	if x.f != nil || !x.rat().IsInt() || x.Sign() < 0 {
		return nil, errorf(ErrDomain, "%s of %s, which is not a natural number", what, x.Text(20))
	}
	return x.rat().Num(), nil
}

// Factorial returns n! for a natural n (ErrDomain otherwise, ErrLimit when
// n! exceeds MaxBits).
func (c *Context) Factorial(x Value) (Value, error) {
	n, err := natural(x, "factorial")
	if err != nil {
		return Value{}, err
	}
	// log2 n! >= n (log2 n - 1.45)
	if !n.IsInt64() || n.Int64() > 20 && float64(n.Int64())*(log2Int(n)-1.45) > float64(c.maxBits()) {
		return Value{}, errorf(ErrLimit, "factorial of %s exceeds the size limit", shortInt(n))
	}
	f := new(big.Int).MulRange(1, max(1, n.Int64()))
	return ratV(new(big.Rat).SetInt(f)), nil
}

// Binomial returns C(n, k) for naturals n and k (0 when k > n).
func (c *Context) Binomial(nv, kv Value) (Value, error) {
	n, err := natural(nv, "binomial coefficient")
	if err != nil {
		return Value{}, err
	}
	k, err := natural(kv, "binomial coefficient")
	if err != nil {
		return Value{}, err
	}
	if k.Cmp(n) > 0 {
		return Int(0), nil
	}
	nk := new(big.Int).Sub(n, k)
	if nk.Cmp(k) < 0 {
		k = nk
	}
	if !k.IsInt64() || float64(k.Int64())*(log2Int(n)-log2Int(k)) > float64(c.maxBits()) && k.Int64() > 1 {
		return Value{}, errorf(ErrLimit, "binomial coefficient exceeds the size limit")
	}
	r := big.NewInt(1)
	t := new(big.Int)
	for i := int64(1); i <= k.Int64(); i++ {
		t.Sub(n, k)
		t.Add(t, big.NewInt(i))
		r.Mul(r, t)
		r.Quo(r, big.NewInt(i))
	}
	return ratV(new(big.Rat).SetInt(r)), nil
}

func (c *Context) gcdLcm(gcd bool, args []Value) (Value, error) {
	what := "lcm"
	if gcd {
		what = "gcd"
	}
	var acc *big.Int
	for _, a := range args {
		if a.f != nil || !a.rat().IsInt() {
			return Value{}, errorf(ErrDomain, "%s of %s, which is not an integer", what, a.Text(20))
		}
		n := new(big.Int).Abs(a.rat().Num())
		switch {
		case acc == nil:
			acc = n
		case gcd:
			acc.GCD(nil, nil, acc, n)
		default:
			if n.Sign() == 0 || acc.Sign() == 0 {
				acc.SetInt64(0)
				continue
			}
			g := new(big.Int).GCD(nil, nil, acc, n)
			acc.Mul(acc, n.Quo(n, g))
			if acc.BitLen() > c.maxBits() {
				return Value{}, errorf(ErrLimit, "lcm exceeds the size limit")
			}
		}
	}
	return ratV(new(big.Rat).SetInt(acc)), nil
}

// piLabel formats k·π: "0", "π", "-π/2", "3π/4".
func piLabel(k *big.Rat) string {
	switch {
	case k.Sign() == 0:
		return "0"
	case k.Num().IsInt64() && k.Num().Int64() == 1:
		if k.IsInt() {
			return "π"
		}
		return "π/" + k.Denom().String()
	case k.Num().IsInt64() && k.Num().Int64() == -1:
		if k.IsInt() {
			return "-π"
		}
		return "-π/" + k.Denom().String()
	case k.IsInt():
		return k.Num().String() + "π"
	}
	return k.Num().String() + "π/" + k.Denom().String()
}
