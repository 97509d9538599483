package calculus

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Numerical calculus on cas values: Gauss–Legendre quadrature with an error
// estimate, central differences and limits by approach sequences. Package
// cas does not evaluate Integral, Derivative and Limit nodes; these helpers
// do it numerically at precBits.

// glOrder is the number of Gauss–Legendre nodes of one panel.
const glOrder = 20

type glRule struct{ x, w []*big.Float }

var (
	glOnce sync.Once
	glRul  glRule
)

// gaussLegendre returns the nodes and weights on [-1, 1], computed once by
// Newton's method on P_n at 256 bits.
func gaussLegendre() glRule {
	glOnce.Do(func() {
		const p = 256
		n := glOrder
		one := new(big.Float).SetPrec(p).SetInt64(1)
		legendre := func(x *big.Float) (pn, dpn *big.Float) {
			p0 := new(big.Float).SetPrec(p).SetInt64(1)
			p1 := new(big.Float).SetPrec(p).Set(x)
			for k := 2; k <= n; k++ {
				// k P_k = (2k-1) x P_{k-1} - (k-1) P_{k-2}
				t := new(big.Float).SetPrec(p).Mul(x, p1)
				t.Mul(t, new(big.Float).SetPrec(p).SetInt64(int64(2*k-1)))
				u := new(big.Float).SetPrec(p).Mul(p0, new(big.Float).SetPrec(p).SetInt64(int64(k-1)))
				t.Sub(t, u)
				t.Quo(t, new(big.Float).SetPrec(p).SetInt64(int64(k)))
				p0, p1 = p1, t
			}
			// P_n' = n (x P_n - P_{n-1}) / (x^2 - 1)
			d := new(big.Float).SetPrec(p).Mul(x, p1)
			d.Sub(d, p0)
			d.Mul(d, new(big.Float).SetPrec(p).SetInt64(int64(n)))
			x2 := new(big.Float).SetPrec(p).Mul(x, x)
			x2.Sub(x2, one)
			d.Quo(d, x2)
			return p1, d
		}
		for i := 1; i <= n; i++ {
			x := new(big.Float).SetPrec(p).SetFloat64(math.Cos(math.Pi * (float64(i) - 0.25) / (float64(n) + 0.5)))
			var dp *big.Float
			for it := 0; it < 8; it++ {
				pn, d := legendre(x)
				dp = d
				x.Sub(x, new(big.Float).SetPrec(p).Quo(pn, d))
			}
			_, dp = legendre(x)
			w := new(big.Float).SetPrec(p).Mul(x, x)
			w.Sub(one, w)
			w.Mul(w, dp)
			w.Mul(w, dp)
			w.Quo(new(big.Float).SetPrec(p).SetInt64(2), w)
			glRul.x = append(glRul.x, x)
			glRul.w = append(glRul.w, w)
		}
	})
	return glRul
}

// realFn is a real function of one variable evaluated at precBits.
type realFn func(x *big.Float) (*big.Float, error)

// errNoConvergence says a numerical procedure did not reach its tolerance.
var errNoConvergence = errors.New("no convergence")

// glPanel integrates f over [a, b] with one Gauss–Legendre panel.
func glPanel(f realFn, a, b *big.Float) (*big.Float, error) {
	r := gaussLegendre()
	half := new(big.Float).SetPrec(decide.PrecBits).Sub(b, a)
	half.Quo(half, decide.Bf(2))
	mid := new(big.Float).SetPrec(decide.PrecBits).Add(a, b)
	mid.Quo(mid, decide.Bf(2))
	sum := new(big.Float).SetPrec(decide.PrecBits)
	for i := range r.x {
		x := new(big.Float).SetPrec(decide.PrecBits).Mul(half, r.x[i])
		x.Add(x, mid)
		y, err := f(x)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, new(big.Float).SetPrec(decide.PrecBits).Mul(y, r.w[i]))
	}
	return sum.Mul(sum, half), nil
}

// integrate integrates f over [a, b] by adaptive Gauss–Legendre panels: a
// panel is accepted when it agrees with the sum of its two halves to tol
// (absolute, scaled by the panel's share of the interval). It returns the
// value and the summed error estimate; errNoConvergence when the panel
// budget runs out.
func (c *checker) integrate(f realFn, a, b *big.Float, tol *big.Float) (val, errEst *big.Float, err error) {
	budget := 400
	total := new(big.Float).SetPrec(decide.PrecBits).Sub(b, a)
	total.Abs(total)
	if total.Sign() == 0 {
		return new(big.Float).SetPrec(decide.PrecBits), new(big.Float).SetPrec(decide.PrecBits), nil
	}
	val = new(big.Float).SetPrec(decide.PrecBits)
	errEst = new(big.Float).SetPrec(decide.PrecBits)
	var rec func(a, b, whole *big.Float, depth int) error
	rec = func(a, b, whole *big.Float, depth int) error {
		if err := c.Stopped(); err != nil {
			return err
		}
		budget--
		if budget < 0 {
			return errNoConvergence
		}
		m := new(big.Float).SetPrec(decide.PrecBits).Add(a, b)
		m.Quo(m, decide.Bf(2))
		l, err := glPanel(f, a, m)
		if err != nil {
			return err
		}
		r, err := glPanel(f, m, b)
		if err != nil {
			return err
		}
		two := new(big.Float).SetPrec(decide.PrecBits).Add(l, r)
		d := new(big.Float).SetPrec(decide.PrecBits).Sub(two, whole)
		d.Abs(d)
		w := new(big.Float).SetPrec(decide.PrecBits).Sub(b, a)
		w.Abs(w)
		share := new(big.Float).SetPrec(decide.PrecBits).Quo(w, total)
		share.Mul(share, tol)
		if d.Cmp(share) <= 0 {
			val.Add(val, two)
			errEst.Add(errEst, d)
			return nil
		}
		if depth > 40 {
			return errNoConvergence
		}
		if err := rec(a, m, l, depth+1); err != nil {
			return err
		}
		return rec(m, b, r, depth+1)
	}
	whole, err := glPanel(f, a, b)
	if err != nil {
		return nil, nil, err
	}
	if err := rec(a, b, whole, 0); err != nil {
		return nil, nil, err
	}
	return val, errEst, nil
}

// fnOf makes e a real function of v (other variables from env).
func (c *checker) fnOf(e ast.Expr, v string, env cas.Env) realFn {
	return func(x *big.Float) (*big.Float, error) {
		e2 := cas.Env{}
		for k, val := range env {
			e2[k] = val
		}
		e2[v] = cas.Float(x)
		y, err := c.Eval(e, e2)
		if err != nil {
			return nil, err
		}
		return y.Float(decide.PrecBits), nil
	}
}

// definite integrates e dv over [lo, hi] (nil end: infinite), with the
// absolute tolerance tol. Infinite ends are mapped to [0, 1) by
// x = a ± t/(1-t).
func (c *checker) definite(e ast.Expr, v string, env cas.Env, lo, hi *big.Float, tol *big.Float) (val, errEst *big.Float, err error) {
	f := c.fnOf(e, v, env)
	one := decide.Bf(1)
	switch {
	case lo != nil && hi != nil:
		if err := c.checkSingular(e, v, env, lo, hi); err != nil {
			return nil, nil, err
		}
		return c.integrate(f, lo, hi, tol)
	case lo != nil || hi != nil:
		base, sgn := lo, 1.0
		if lo == nil {
			base, sgn = hi, -1
		}
		// Poles in the first 1000 units of the range (all of them for a
		// rational integrand's denominators within that window).
		far := new(big.Float).SetPrec(decide.PrecBits).Add(base, decide.Bf(1000*sgn))
		wlo, whi := base, far
		if sgn < 0 {
			wlo, whi = far, base
		}
		if err := c.checkSingular(e, v, env, wlo, whi); err != nil {
			return nil, nil, err
		}
		g := func(t *big.Float) (*big.Float, error) {
			om := new(big.Float).SetPrec(decide.PrecBits).Sub(one, t)
			u := new(big.Float).SetPrec(decide.PrecBits).Quo(t, om)
			x := new(big.Float).SetPrec(decide.PrecBits).Mul(u, decide.Bf(sgn))
			x.Add(x, base)
			y, err := f(x)
			if err != nil {
				return nil, err
			}
			y.Quo(y, om)
			return y.Quo(y, om), nil
		}
		return c.integrate(g, decide.Bf(0), one, tol)
	}
	zero := decide.Bf(0)
	v1, e1, err := c.definite(e, v, env, zero, nil, tol)
	if err != nil {
		return nil, nil, err
	}
	v2, e2, err := c.definite(e, v, env, nil, zero, tol)
	if err != nil {
		return nil, nil, err
	}
	return v1.Add(v1, v2), e1.Add(e1, e2), nil
}

// derivStep is the central-difference step of a first derivative (2^-64:
// truncation ~h², rounding ~2^-192/h, both near 1e-39).
var (
	derivStep1 = new(big.Float).SetPrec(decide.PrecBits).SetMantExp(big.NewFloat(1), -64)
	derivStep2 = new(big.Float).SetPrec(decide.PrecBits).SetMantExp(big.NewFloat(1), -40)
	// At hiPrecBits (the recheck of a tentative equality, hiDeriv):
	// first derivative truncation ~2^-512, rounding ~2^-768; second
	// truncation ~2^-320, rounding ~2^-704.
	hiDerivStep1 = new(big.Float).SetPrec(decide.HiPrecBits).SetMantExp(big.NewFloat(1), -256)
	hiDerivStep2 = new(big.Float).SetPrec(decide.HiPrecBits).SetMantExp(big.NewFloat(1), -160)
)

// numDeriv returns the order-th derivative (1 or 2) of e with respect to v
// at the point env[v] by a central difference; the step is exact so that
// rational points stay rational.
func (c *checker) numDeriv(e ast.Expr, v string, env cas.Env, order int) (cas.Value, error) {
	prec, step1, step2 := uint(decide.PrecBits), derivStep1, derivStep2
	if c.HiDeriv {
		prec, step1, step2 = decide.HiPrecBits, hiDerivStep1, hiDerivStep2
	}
	x0 := env[v]
	at := func(k int64, h *big.Float) (cas.Value, error) {
		hr, _ := h.Rat(nil)
		off := new(big.Rat).Mul(hr, big.NewRat(k, 1))
		e2 := cas.Env{}
		for name, val := range env {
			e2[name] = val
		}
		if r, ok := x0.Exact(); ok {
			e2[v] = cas.Rat(new(big.Rat).Add(r, off))
		} else {
			xf := new(big.Float).SetPrec(prec).Add(x0.Float(prec), new(big.Float).SetPrec(prec).SetRat(off))
			e2[v] = cas.Float(xf)
		}
		return c.Eval(e, e2)
	}
	switch order {
	case 1:
		h := step1
		fp, err := at(1, h)
		if err != nil {
			return cas.Value{}, err
		}
		fm, err := at(-1, h)
		if err != nil {
			return cas.Value{}, err
		}
		d := new(big.Float).SetPrec(prec).Sub(fp.Float(prec), fm.Float(prec))
		d.Quo(d, new(big.Float).SetPrec(prec).Mul(h, decide.Bf(2)))
		return cas.Float(d), nil
	case 2:
		h := step2
		fp, err := at(1, h)
		if err != nil {
			return cas.Value{}, err
		}
		f0, err := at(0, h)
		if err != nil {
			return cas.Value{}, err
		}
		fm, err := at(-1, h)
		if err != nil {
			return cas.Value{}, err
		}
		d := new(big.Float).SetPrec(prec).Add(fp.Float(prec), fm.Float(prec))
		d.Sub(d, new(big.Float).SetPrec(prec).Mul(f0.Float(prec), decide.Bf(2)))
		d.Quo(d, new(big.Float).SetPrec(prec).Mul(h, h))
		return cas.Float(d), nil
	}
	return cas.Value{}, fmt.Errorf("derivatives of order %d are not computed", order)
}
