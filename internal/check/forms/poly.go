package forms

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// kronecker is Kronecker on this package's checker.
func kronecker(c *checker, p algebra.Poly) (algebra.Poly, bool) {
	n := p.Deg()
	tried := 0
	for d := 2; d <= n/2; d++ {
		pts, divs, ok := algebra.KroneckerPoints(p, d+1)
		if !ok {
			return nil, false
		}
		combos := 1
		for i, ds := range divs {
			k := 2 * len(ds)
			if i == 0 {
				k = len(ds) // g and -g: the first value positive
			}
			combos *= k
			if combos > algebra.MaxKronecker {
				return nil, false
			}
		}
		tried += combos
		if tried > algebra.MaxKronecker {
			return nil, false
		}
		vals := make([]*big.Rat, d+1)
		var rec func(i int) algebra.Poly
		rec = func(i int) algebra.Poly {
			if c.Stopped() != nil {
				return nil
			}
			if i == d+1 {
				g := algebra.Interpolate(pts, vals)
				if g.Deg() != d {
					return nil
				}
				for _, a := range g {
					if !a.IsInt() {
						return nil
					}
				}
				if _, r := algebra.Divmod(p, g); len(r) == 0 {
					return g
				}
				return nil
			}
			for _, dv := range divs[i] {
				for _, sgn := range []int64{1, -1} {
					if i == 0 && sgn < 0 {
						continue
					}
					vals[i] = new(big.Rat).SetInt(new(big.Int).Mul(dv, big.NewInt(sgn)))
					if g := rec(i + 1); g != nil {
						return g
					}
				}
			}
			return nil
		}
		if g := rec(0); g != nil {
			return g, true
		}
		if c.Stopped() != nil {
			return nil, false
		}
	}
	return nil, true
}

// Kronecker looks for a factor of the primitive integer polynomial p of
// degree 2 to n/2 (p has no rational root); done is false when the search
// was cut short.
func Kronecker(c *decide.Checker, p algebra.Poly) (algebra.Poly, bool) {
	return kronecker(&checker{c}, p)
}

// polyDegree returns an upper bound of the degree of e in x when e is built
// only of +, -, ·, division by x-free terms and non-negative integer powers.
func polyDegree(e ast.Expr, x string) (int, bool) {
	if !statement.ContainsVar(e, x) {
		// x-free parts must also be free of the other kinds of nodes the
		// interpolation could not handle; the evaluation decides.
		return 0, true
	}
	switch n := e.(type) {
	case *ast.Ident:
		return 1, n.Name == x
	case *ast.Unary:
		if n.Op == ast.Neg || n.Op == ast.Plus {
			return polyDegree(n.X, x)
		}
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub:
			a, ok1 := polyDegree(n.X, x)
			b, ok2 := polyDegree(n.Y, x)
			return max(a, b), ok1 && ok2
		case ast.Mul:
			a, ok1 := polyDegree(n.X, x)
			b, ok2 := polyDegree(n.Y, x)
			return a + b, ok1 && ok2 && a+b <= algebra.MaxPolyDegree
		case ast.Div:
			if statement.ContainsVar(n.Y, x) {
				return 0, false
			}
			return polyDegree(n.X, x)
		case ast.Pow:
			if statement.ContainsVar(n.Y, x) {
				return 0, false
			}
			k, ok := statement.IntLiteral(n.Y)
			if !ok || k < 0 || k > algebra.MaxPolyDegree {
				return 0, false
			}
			a, ok := polyDegree(n.X, x)
			return a * k, ok && a*k <= algebra.MaxPolyDegree
		}
	}
	return 0, false
}

// polyOf is PolyOf on this package's checker.
func (c *checker) polyOf(e ast.Expr, x string) (algebra.Poly, bool) { return c.polyOfAt(e, x, nil) }

// PolyOf returns the exact coefficients of e as a polynomial in x, by exact
// evaluation at deg+1 integer points and interpolation; ok is false when e
// is not such a polynomial or a coefficient is irrational.
func PolyOf(c *decide.Checker, e ast.Expr, x string) (algebra.Poly, bool) {
	return (&checker{c}).polyOf(e, x)
}

// polyOfAt is PolyOfAt on this package's checker.
func (c *checker) polyOfAt(e ast.Expr, x string, env cas.Env) (algebra.Poly, bool) {
	d, ok := polyDegree(e, x)
	if !ok {
		return nil, false
	}
	xs := make([]*big.Rat, d+1)
	ys := make([]*big.Rat, d+1)
	for i := 0; i <= d; i++ {
		xs[i] = big.NewRat(int64(i), 1)
		at := cas.Env{x: cas.Rat(xs[i])}
		for k, v := range env {
			if k != x {
				at[k] = v
			}
		}
		v, err := c.Eval(e, at)
		if err != nil {
			return nil, false
		}
		r, exact := v.Exact()
		if !exact {
			return nil, false
		}
		ys[i] = r
	}
	// Newton divided differences, then expand to the monomial basis.
	coef := make([]*big.Rat, d+1)
	for i := range ys {
		coef[i] = new(big.Rat).Set(ys[i])
	}
	for j := 1; j <= d; j++ {
		for i := d; i >= j; i-- {
			num := new(big.Rat).Sub(coef[i], coef[i-1])
			den := new(big.Rat).Sub(xs[i], xs[i-j])
			coef[i] = num.Quo(num, den)
		}
	}
	p := algebra.Poly{new(big.Rat).Set(coef[d])}
	for i := d - 1; i >= 0; i-- {
		// p = p·(x - xs[i]) + coef[i]
		q := make(algebra.Poly, len(p)+1)
		for k := range q {
			q[k] = new(big.Rat)
		}
		for k, a := range p {
			q[k+1].Add(q[k+1], a)
			q[k].Sub(q[k], new(big.Rat).Mul(a, xs[i]))
		}
		q[0].Add(q[0], coef[i])
		p = q
	}
	return algebra.Trim(p), true
}

// PolyOfAt is polyOf with the other variables bound by env.
func PolyOfAt(c *decide.Checker, e ast.Expr, x string, env cas.Env) (algebra.Poly, bool) {
	return (&checker{c}).polyOfAt(e, x, env)
}

// factorQ is FactorQ on this package's checker.
func factorQ(c *checker, p algebra.Poly) ([]algebra.Poly, bool) {
	p = algebra.Primitive(algebra.Trim(p))
	var out []algebra.Poly
	for _, r := range algebra.RealRoots(p) {
		if r.Exact != nil {
			lin := algebra.Poly{new(big.Rat).Neg(r.Exact), big.NewRat(1, 1)}
			out = append(out, lin)
			p, _ = algebra.Divmod(p, lin)
		}
	}
	if p.Deg() < 1 {
		return out, true
	}
	p = algebra.Primitive(p)
	todo := []algebra.Poly{p}
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		g, done := kronecker(c, q)
		if !done {
			return nil, false
		}
		if g == nil {
			out = append(out, q)
			continue
		}
		h, _ := algebra.Divmod(q, g)
		todo = append(todo, algebra.Primitive(g), algebra.Primitive(h))
	}
	return out, true
}

// FactorQ splits the square-free p into irreducible factors over ℚ:
// the rational roots first, then factors found by Kronecker's method.
// ok is false when Kronecker's search is cut short.
func FactorQ(c *decide.Checker, p algebra.Poly) ([]algebra.Poly, bool) {
	return factorQ(&checker{c}, p)
}

// PolyDegree is an upper bound of the degree of e in x when e is built only
// of +, -, ·, division by x-free terms and non-negative integer powers; ok
// is false otherwise.
func PolyDegree(e ast.Expr, x string) (int, bool) { return polyDegree(e, x) }
