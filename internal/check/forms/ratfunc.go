package forms

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// ratFuncOf is RatFuncOf on this package's checker.
func (c *checker) ratFuncOf(e ast.Expr, x string) (algebra.RatFunc, bool) {
	one := algebra.Poly{big.NewRat(1, 1)}
	if !statement.ContainsVar(e, x) {
		v, err := c.Eval(e, nil)
		if err != nil {
			return algebra.RatFunc{}, false
		}
		r, ok := v.Exact()
		if !ok {
			return algebra.RatFunc{}, false
		}
		return algebra.RatFunc{Num: algebra.PolyConst(r), Den: one}, true
	}
	switch n := e.(type) {
	case *ast.Ident:
		return algebra.RatFunc{Num: algebra.Poly{new(big.Rat), big.NewRat(1, 1)}, Den: one}, n.Name == x
	case *ast.Unary:
		f, ok := c.ratFuncOf(n.X, x)
		if n.Op == ast.Neg {
			f.Num = algebra.PolyAdd(nil, f.Num, true)
		} else if n.Op != ast.Plus {
			return algebra.RatFunc{}, false
		}
		return f, ok
	case *ast.Binary:
		a, ok1 := c.ratFuncOf(n.X, x)
		if !ok1 {
			return algebra.RatFunc{}, false
		}
		if n.Op == ast.Pow {
			k, ok := statement.IntLiteral(n.Y)
			if !ok || k < 0 || k > algebra.MaxPolyDegree || a.Num.Deg()*k > algebra.MaxPolyDegree*2 {
				return algebra.RatFunc{}, false
			}
			if k == 0 {
				return algebra.RatFunc{Num: a.Den, Den: a.Den}, true // 1 where a is defined
			}
			out := algebra.RatFunc{Num: one, Den: a.Den}
			for i := 0; i < k; i++ {
				out.Num = algebra.PolyMul(out.Num, a.Num)
			}
			// den^k has the same roots as den: keep den once.
			if k > 1 {
				d := one
				for i := 0; i < k; i++ {
					d = algebra.PolyMul(d, a.Den)
				}
				out.Num = algebra.PolyMul(out.Num, one)
				// num/den^k = num·den^(0) / den^k: keep exact value.
				out.Den = d
			}
			return out, true
		}
		b, ok2 := c.ratFuncOf(n.Y, x)
		if !ok2 {
			return algebra.RatFunc{}, false
		}
		switch n.Op {
		case ast.Add, ast.Sub:
			return algebra.RatFunc{Num: algebra.PolyAdd(algebra.PolyMul(a.Num, b.Den), algebra.PolyMul(b.Num, a.Den), n.Op == ast.Sub), Den: algebra.PolyMul(a.Den, b.Den)}, true
		case ast.Mul:
			return algebra.RatFunc{Num: algebra.PolyMul(a.Num, b.Num), Den: algebra.PolyMul(a.Den, b.Den)}, true
		case ast.Div:
			if len(b.Num) == 0 {
				return algebra.RatFunc{}, false
			}
			// a/b = (an/ad)/(bn/bd) = an·bd/(ad·bn); the domain also
			// excludes the roots of bd, kept in the denominator.
			return algebra.RatFunc{Num: algebra.PolyMul(algebra.PolyMul(a.Num, b.Den), b.Den), Den: algebra.PolyMul(algebra.PolyMul(a.Den, b.Num), b.Den)}, true
		}
	}
	return algebra.RatFunc{}, false
}

// RatFuncOf builds e as a rational function of x; constants must evaluate
// exactly. ok is false for anything else (roots of x, functions of x, ...).
func RatFuncOf(c *decide.Checker, e ast.Expr, x string) (algebra.RatFunc, bool) {
	return (&checker{c}).ratFuncOf(e, x)
}

// rationalRoots returns the real roots of num that are not roots of den.
func RationalRoots(f algebra.RatFunc) []algebra.RealRoot {
	bad := algebra.RealRoots(algebra.GcdPoly(f.Num, f.Den))
	var out []algebra.RealRoot
	for _, r := range algebra.RealRoots(f.Num) {
		excluded := false
		for _, b := range bad {
			d := new(big.Float).Sub(r.Approx(), b.Approx())
			if d.Abs(d).Cmp(big.NewFloat(1e-30)) < 0 {
				excluded = true
			}
		}
		if !excluded {
			out = append(out, r)
		}
	}
	return out
}

var _ = cas.Env{}
