package cas

import (
	"math"
	"math/big"
)

// mag is a nonnegative error bound m·2^e held without allocation, as Arb
// holds its radii: m is 0 or in [0.5, 1), e any int. Every operation
// rounds its float64 result up by one ulp (math.Nextafter), so a mag is
// never below the bound it stands for; lower bounds (of denominators) are
// rounded down the same way.
type mag struct {
	m float64
	e int
}

// magNorm is f·2^e normalised (f >= 0 and finite).
func magNorm(f float64, e int) mag {
	if f == 0 {
		return mag{}
	}
	fr, ex := math.Frexp(f)
	return mag{fr, e + ex}
}

func up(f float64) float64   { return math.Nextafter(f, math.Inf(1)) }
func down(f float64) float64 { return math.Nextafter(f, 0) }

func (a mag) isZero() bool { return a.m == 0 }

// magAdd is a + b rounded up.
func magAdd(a, b mag) mag {
	switch {
	case a.m == 0:
		return b
	case b.m == 0:
		return a
	}
	e := max(a.e, b.e)
	return magNorm(up(math.Ldexp(a.m, a.e-e)+math.Ldexp(b.m, b.e-e)), e)
}

// magMul is a·b rounded up.
func magMul(a, b mag) mag {
	if a.m == 0 || b.m == 0 {
		return mag{}
	}
	return magNorm(up(a.m*b.m), a.e+b.e)
}

// magQuo is a/b rounded up; b must be a positive lower bound.
func magQuo(a, b mag) mag {
	if a.m == 0 {
		return mag{}
	}
	return magNorm(up(a.m/b.m), a.e-b.e)
}

// magSubDown is a − b rounded down; ok is false when it is not positive.
func magSubDown(a, b mag) (mag, bool) {
	if b.m == 0 {
		return a, a.m > 0
	}
	if a.m == 0 || a.e < b.e {
		return mag{}, false
	}
	d := down(a.m - math.Ldexp(b.m, b.e-a.e))
	if d <= 0 {
		return mag{}, false
	}
	return magNorm(d, a.e), true
}

// magMulDown is a·b rounded down.
func magMulDown(a, b mag) mag {
	if a.m == 0 || b.m == 0 {
		return mag{}
	}
	return magNorm(down(a.m*b.m), a.e+b.e)
}

// magSqrt is √a rounded up.
func magSqrt(a mag) mag {
	if a.m == 0 {
		return mag{}
	}
	m, e := a.m, a.e
	if e%2 != 0 {
		m, e = m*2, e-1
	}
	return magNorm(up(math.Sqrt(m)), e/2)
}

// magSqrtDown is √a rounded down.
func magSqrtDown(a mag) mag {
	if a.m == 0 {
		return mag{}
	}
	m, e := a.m, a.e
	if e%2 != 0 {
		m, e = m*2, e-1
	}
	return magNorm(down(math.Sqrt(m)), e/2)
}

// magCmp compares a and b.
func magCmp(a, b mag) int {
	switch {
	case a.m == 0 && b.m == 0:
		return 0
	case a.m == 0:
		return -1
	case b.m == 0:
		return 1
	case a.e != b.e:
		if a.e < b.e {
			return -1
		}
		return 1
	case a.m < b.m:
		return -1
	case a.m > b.m:
		return 1
	}
	return 0
}

// magF is a float64 f >= 0 as a mag, rounded up.
func magF(f float64) mag { return magNorm(up(f), 0) }

// magOf is |x| rounded up.
func magOf(x *big.Float) mag {
	if x.Sign() == 0 {
		return mag{}
	}
	if e := x.MantExp(nil); e > -1000 && e < 1000 {
		// Within float64's range: no copy of the mantissa.
		f, acc := x.Float64()
		if f < 0 {
			f, acc = -f, -acc
		}
		if acc == big.Below {
			f = up(f)
		}
		return magNorm(f, 0)
	}
	var t big.Float
	e := x.MantExp(&t)
	t.Abs(&t)
	f, acc := t.Float64()
	if acc == big.Below {
		f = up(f)
	}
	return magNorm(f, e)
}

// magOfDown is |x| rounded down.
func magOfDown(x *big.Float) mag {
	if x.Sign() == 0 {
		return mag{}
	}
	if e := x.MantExp(nil); e > -1000 && e < 1000 {
		f, acc := x.Float64()
		if f < 0 {
			f, acc = -f, -acc
		}
		if acc == big.Above {
			f = down(f)
		}
		return magNorm(f, 0)
	}
	var t big.Float
	e := x.MantExp(&t)
	t.Abs(&t)
	f, acc := t.Float64()
	if acc == big.Above {
		f = down(f)
	}
	return magNorm(f, e)
}

// pow2 is 2^e.
func pow2(e int) mag { return mag{0.5, e + 1} }

// big returns a as a big.Float (exactly).
func (a mag) big() *big.Float {
	f := new(big.Float).SetPrec(64).SetFloat64(a.m)
	return f.SetMantExp(f, a.e)
}

// text prints a for a message.
func (a mag) text() string { return a.big().Text('g', 3) }

// float64 is a as a float64, +Inf beyond its range.
func (a mag) float64() float64 { return math.Ldexp(a.m, a.e) }
