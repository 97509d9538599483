package calculus

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Integrals and derivatives of rational functions with rational
// coefficients, exactly where the value is rational: a derivative at a
// rational point of the domain (quotient rule on polynomials), and an
// integral between rational bounds when the antiderivative is rational
// (Hermite–Ostrogradsky: ∫R/D = A/D₁ + ∫C/D₂ with D₁ = gcd(D, D'),
// D₂ = D/D₁; the antiderivative is rational iff C = 0) and the
// denominator has no root on the closed interval. A logarithmic or
// arctangent part (C ≠ 0) leaves the integral to quadrature.

// ratFuncReduced is f = num/den of e in x with their common factor
// cancelled, and the uncancelled denominator (its roots are outside the
// domain).
func (c *checker) ratFuncReduced(e ast.Expr, x string) (num, den, domain algebra.Poly, ok bool) {
	f, ok := forms.RatFuncOf(c.Checker, e, x)
	if !ok || len(f.Den) == 0 {
		return nil, nil, nil, false
	}
	g := algebra.GcdPoly(f.Num, f.Den)
	if len(f.Num) == 0 {
		return nil, algebra.Poly{big.NewRat(1, 1)}, f.Den, true
	}
	num, _ = algebra.Divmod(f.Num, g)
	den, _ = algebra.Divmod(f.Den, g)
	return num, den, f.Den, true
}

// ratDerivativeAt is the order-th derivative of e (rational in x) at the
// rational x0 of its domain, exactly.
func (c *checker) ratDerivativeAt(e ast.Expr, x string, order int, x0 *big.Rat) (*big.Rat, bool) {
	num, den, domain, ok := c.ratFuncReduced(e, x)
	if !ok || order < 1 || order > 4 || domain.Eval(x0).Sign() == 0 {
		return nil, false
	}
	for range order {
		num = algebra.PolyAdd(algebra.PolyMul(num.Derive(), den), algebra.PolyMul(num, den.Derive()), true)
		den = algebra.PolyMul(den, den)
		if num.Deg() > 4*algebra.MaxPolyDegree || den.Deg() > 4*algebra.MaxPolyDegree {
			return nil, false
		}
	}
	return new(big.Rat).Quo(num.Eval(x0), den.Eval(x0)), true
}

// ratIntegral is ∫_a^b e dx for e rational in x with a rational
// antiderivative and no pole on [a, b], exactly.
func (c *checker) ratIntegral(e ast.Expr, x string, a, b *big.Rat) (*big.Rat, bool) {
	num, den, domain, ok := c.ratFuncReduced(e, x)
	if !ok || den.Deg() < 1 || den.Deg() > algebra.MaxPolyDegree {
		return nil, false
	}
	lo, hi := a, b
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	for _, r := range algebra.RealRoots(domain) {
		rl, rh := r.Lo, r.Hi
		if r.Exact != nil {
			rl, rh = r.Exact, r.Exact
		}
		if rh.Cmp(lo) >= 0 && rl.Cmp(hi) <= 0 {
			return nil, false // a pole on (or too near to tell) [a, b]
		}
	}
	q, rem := algebra.Divmod(num, den)
	d1 := algebra.GcdPoly(den, den.Derive())
	d2, r2 := algebra.Divmod(den, d1)
	if len(r2) != 0 {
		return nil, false
	}
	h, r3 := algebra.Divmod(algebra.PolyMul(d1.Derive(), d2), d1)
	if len(r3) != 0 {
		return nil, false
	}
	A, C, ok := ostrogradsky(rem, d1, d2, h)
	if !ok || len(C) != 0 {
		return nil, false
	}
	prim := make(algebra.Poly, len(q)+1)
	prim[0] = new(big.Rat)
	for i, k := range q {
		prim[i+1] = new(big.Rat).Quo(k, big.NewRat(int64(i+1), 1))
	}
	F := func(t *big.Rat) *big.Rat {
		v := prim.Eval(t)
		return v.Add(v, new(big.Rat).Quo(A.Eval(t), d1.Eval(t)))
	}
	return new(big.Rat).Sub(F(b), F(a)), true
}

// ostrogradsky solves R = A'·D₂ − A·H + C·D₁ for A (degree < deg D₁) and
// C (degree < deg D₂), H = D₁'·D₂/D₁, by Gaussian elimination over ℚ.
func ostrogradsky(R, d1, d2, h algebra.Poly) (A, C algebra.Poly, ok bool) {
	n1, n2 := d1.Deg(), d2.Deg()
	m := n1 + n2
	if m < 1 {
		return nil, nil, false
	}
	// column j < n1: A = x^j; column n1+j: C = x^j.
	cols := make([]algebra.Poly, m)
	for j := 0; j < n1; j++ {
		xj := make(algebra.Poly, j+1)
		for i := range xj {
			xj[i] = new(big.Rat)
		}
		xj[j] = big.NewRat(1, 1)
		cols[j] = algebra.PolyAdd(algebra.PolyMul(algebra.Trim(xj).Derive(), d2), algebra.PolyMul(algebra.Trim(xj), h), true)
	}
	for j := 0; j < n2; j++ {
		xj := make(algebra.Poly, j+1)
		for i := range xj {
			xj[i] = new(big.Rat)
		}
		xj[j] = big.NewRat(1, 1)
		cols[n1+j] = algebra.PolyMul(algebra.Trim(xj), d1)
	}
	// rows: coefficients of x^0 .. x^(m-1)
	mat := make([][]*big.Rat, m)
	for i := range mat {
		mat[i] = make([]*big.Rat, m+1)
		for j := 0; j < m; j++ {
			mat[i][j] = polyCoef(cols[j], i)
		}
		mat[i][m] = polyCoef(R, i)
	}
	if R.Deg() >= m {
		return nil, nil, false
	}
	for col := 0; col < m; col++ {
		piv := -1
		for i := col; i < m; i++ {
			if mat[i][col].Sign() != 0 {
				piv = i
				break
			}
		}
		if piv < 0 {
			return nil, nil, false
		}
		mat[col], mat[piv] = mat[piv], mat[col]
		for i := 0; i < m; i++ {
			if i == col || mat[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(mat[i][col], mat[col][col])
			for j := col; j <= m; j++ {
				mat[i][j] = new(big.Rat).Sub(mat[i][j], new(big.Rat).Mul(f, mat[col][j]))
			}
		}
	}
	sol := make([]*big.Rat, m)
	for i := range sol {
		sol[i] = new(big.Rat).Quo(mat[i][m], mat[i][i])
	}
	return algebra.Trim(append(algebra.Poly(nil), sol[:n1]...)), algebra.Trim(append(algebra.Poly(nil), sol[n1:]...)), true
}

func polyCoef(p algebra.Poly, i int) *big.Rat {
	if i < len(p) {
		return new(big.Rat).Set(p[i])
	}
	return new(big.Rat)
}

// exactRatIntegral is exactIntegral for a rational integrand free of
// other variables (cas value, ok).
func (c *checker) exactRatIntegral(n *ast.Integral, a, b *big.Rat) (cas.Value, bool) {
	v, ok := c.ratIntegral(n.X, n.Var, a, b)
	if !ok {
		return cas.Value{}, false
	}
	return cas.Rat(v), true
}
