package calculus

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Singularities of a definite integral's integrand. Gauss–Legendre nodes
// never fall on a pole, and over an interval symmetric about it the two
// halves cancel: ∫_{-1}^{1} dx/x came out 0, a principal value, though the
// integral diverges. Before the quadrature the places where the integrand
// may blow up are located (zeros of denominators, of the bases of negative
// powers, of cos under tan and sec, of sin under cot and csc, of the
// arguments of logarithms): exactly for rational functions, by sign
// changes on a grid and bisection otherwise; at each one inside the
// interval or at an end the growth of |f| is measured, and an integrand
// that grows like |x-s|^-k with k ≥ 0.7 or faster is refused.

// singularGrid is the number of grid intervals a non-rational denominator
// is scanned on for sign changes.
const singularGrid = 256

// checkSingular returns an error naming a non-integrable singularity of e
// on [lo, hi] (finite ends), or nil.
func (c *checker) checkSingular(e ast.Expr, v string, env cas.Env, lo, hi *big.Float) error {
	var dens []ast.Expr
	statement.WalkExprs(e, func(n ast.Expr) bool {
		switch n := n.(type) {
		case *ast.Binary:
			switch n.Op {
			case ast.Div:
				dens = append(dens, n.Y)
			case ast.Pow:
				if r, ok := c.ConstRat(n.Y); ok && r.Sign() < 0 {
					dens = append(dens, n.X)
				}
			}
		case *ast.Func:
			if len(n.Args) != 1 {
				break
			}
			switch n.Name {
			case ast.Tan, ast.Sec:
				dens = append(dens, &ast.Func{Name: ast.Cos, Args: n.Args})
			case ast.Cot, ast.Csc:
				dens = append(dens, &ast.Func{Name: ast.Sin, Args: n.Args})
			case ast.Ln, ast.Lg, ast.Log:
				dens = append(dens, n.Args[0])
			}
		}
		return true
	})
	var cands []*big.Float
	for _, d := range dens {
		if !statement.ContainsVar(d, v) {
			continue
		}
		cands = append(cands, c.zerosOn(d, v, env, lo, hi)...)
		if len(cands) > 64 {
			break
		}
	}
	f := c.fnOf(e, v, env)
	for _, s := range cands {
		if k, ok := c.blowUp(f, s, lo, hi); ok {
			return fmt.Errorf("the integrand is unbounded near %s=%s (|f| grows like |%s-%s|^-%.2f or faster, measured at 2^-30 and 2^-60 from it): the integral is improper there and diverges unless the growth is slower, so it is not computed by quadrature (which would return a principal value)",
				v, s.Text('g', 12), v, s.Text('g', 12), k)
		}
	}
	return nil
}

// zerosOn returns the zeros of d(v) on [lo, hi]: the real roots of its
// numerator when it is a rational function of v (constants exact), else
// each sign change (or zero) on a grid, bisected.
func (c *checker) zerosOn(d ast.Expr, v string, env cas.Env, lo, hi *big.Float) []*big.Float {
	var out []*big.Float
	if len(env) == 0 {
		if rf, ok := forms.RatFuncOf(c.Checker, d, v); ok && rf.Num.Deg() <= 20 {
			if rf.Num.Deg() < 1 {
				return nil
			}
			loR, _ := lo.Rat(nil)
			hiR, _ := hi.Rat(nil)
			for _, r := range algebra.RealRoots(rf.Num) {
				x := r.Approx()
				if r.Exact != nil && (r.Exact.Cmp(loR) < 0 || r.Exact.Cmp(hiR) > 0) {
					continue
				}
				if r.Exact == nil && (x.Cmp(lo) < 0 || x.Cmp(hi) > 0) {
					continue
				}
				out = append(out, x)
			}
			return out
		}
	}
	g := c.fnOf(d, v, env)
	w := new(big.Float).SetPrec(decide.PrecBits).Sub(hi, lo)
	w.Quo(w, decide.Bf(singularGrid))
	at := func(i int) *big.Float {
		x := new(big.Float).SetPrec(decide.PrecBits).Mul(w, decide.Bf(float64(i)))
		return x.Add(x, lo)
	}
	var px *big.Float
	ps := 0
	for i := 0; i <= singularGrid && len(out) < 16; i++ {
		x := at(i)
		y, err := g(x)
		if err != nil {
			ps = 0
			continue
		}
		s := y.Sign()
		if s == 0 {
			out = append(out, x)
		} else if ps != 0 && s != ps {
			out = append(out, bisectSign(g, px, x, ps))
		}
		px, ps = x, s
	}
	return out
}

// bisectSign narrows a sign change of g on [a, b] (g(a) has sign sa) to
// about 2^-150 of the interval.
func bisectSign(g realFn, a, b *big.Float, sa int) *big.Float {
	a = new(big.Float).SetPrec(decide.PrecBits).Set(a)
	b = new(big.Float).SetPrec(decide.PrecBits).Set(b)
	for i := 0; i < 150; i++ {
		m := new(big.Float).SetPrec(decide.PrecBits).Add(a, b)
		m.Quo(m, decide.Bf(2))
		y, err := g(m)
		if err != nil {
			return m
		}
		switch s := y.Sign(); {
		case s == 0:
			return m
		case s == sa:
			a = m
		default:
			b = m
		}
	}
	return a
}

// blowUp measures |f| at s ± 2^-30 and s ± 2^-60 (inside [lo, hi]); ok is
// true when on a side it grows by more than 2^21 between the two, that is
// like |x-s|^-k with k ≥ 0.7.
func (c *checker) blowUp(f realFn, s, lo, hi *big.Float) (k float64, ok bool) {
	h1 := new(big.Float).SetPrec(decide.PrecBits).SetMantExp(decide.Bf(1), -30)
	h2 := new(big.Float).SetPrec(decide.PrecBits).SetMantExp(decide.Bf(1), -60)
	for _, sg := range []int{-1, 1} {
		x1 := new(big.Float).SetPrec(decide.PrecBits).Mul(h1, decide.Bf(float64(sg)))
		x1.Add(x1, s)
		x2 := new(big.Float).SetPrec(decide.PrecBits).Mul(h2, decide.Bf(float64(sg)))
		x2.Add(x2, s)
		if x1.Cmp(lo) < 0 || x1.Cmp(hi) > 0 || x2.Cmp(lo) < 0 || x2.Cmp(hi) > 0 {
			continue
		}
		y1, err1 := f(x1)
		y2, err2 := f(x2)
		if err1 != nil || err2 != nil {
			continue
		}
		a1, a2 := decide.BfAbs(y1), decide.BfAbs(y2)
		if a1.Sign() == 0 {
			if a2.Sign() != 0 {
				return 1, true
			}
			continue
		}
		ratio := new(big.Float).SetPrec(decide.PrecBits).Quo(a2, a1)
		if ratio.Cmp(new(big.Float).SetMantExp(decide.Bf(1), 21)) > 0 {
			r, _ := ratio.Float64()
			e := 0.0
			for r > 2 {
				r /= 2
				e++
			}
			return e / 30, true
		}
	}
	return 0, false
}
