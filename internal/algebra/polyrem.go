package algebra

// Polynomials of one variable read exactly from a formula, and the
// remainder of a polynomial division computed in ℚ[x]/(b) (issue 25,
// capability 2): a power is taken by squaring modulo b, so that
// x^{2015} mod x^8 - x^6 + … never has degree 2015.

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// MaxPolyDeg bounds the degree of a polynomial read without a modulus.
const MaxPolyDeg = 64

// PolyIn reads e as a polynomial in x with rational coefficients, of degree
// at most MaxPolyDeg.
func PolyIn(e ast.Expr, x string) (Poly, error) { return polyEval(e, x, nil) }

// PolyRem is the remainder of e, a polynomial in x, divided by b (degree
// at least 1).
func PolyRem(e ast.Expr, x string, b Poly) (Poly, error) {
	if len(Trim(b)) < 2 {
		return nil, fmt.Errorf("the divisor has degree 0")
	}
	return polyEval(e, x, Trim(b))
}

func polyNorm(p, mod Poly) (Poly, error) {
	p = Trim(p)
	if mod != nil && len(p) >= len(mod) {
		_, p = Divmod(p, mod)
	}
	if mod == nil && len(p)-1 > MaxPolyDeg {
		return nil, fmt.Errorf("a polynomial of degree above %d", MaxPolyDeg)
	}
	for _, c := range p {
		if c.Num().BitLen()+c.Denom().BitLen() > IntBits {
			return nil, fmt.Errorf("a coefficient of more than %d bits", IntBits)
		}
	}
	return p, nil
}

func constPoly(r *big.Rat) Poly { return Trim(Poly{r}) }

func polyEval(e ast.Expr, x string, mod Poly) (Poly, error) {
	switch e := e.(type) {
	case *ast.Number:
		if e.Repeat != "" || e.Int == "" {
			return nil, fmt.Errorf("%w: the number %q", ErrNotInteger, e.Int)
		}
		r, ok := new(big.Rat).SetString(e.Int + "." + e.Frac + "0")
		if !ok {
			return nil, fmt.Errorf("%w: the number %q", ErrNotInteger, e.Int)
		}
		return polyNorm(constPoly(r), mod)
	case *ast.Ident:
		if e.Name != x {
			return nil, fmt.Errorf("the variable %s", e.Name)
		}
		return polyNorm(Poly{new(big.Rat), big.NewRat(1, 1)}, mod)
	case *ast.Unary:
		p, err := polyEval(e.X, x, mod)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case ast.Neg:
			return polyScale(p, big.NewRat(-1, 1)), nil
		case ast.Plus:
			return p, nil
		}
	case *ast.Binary:
		return polyBinary(e, x, mod)
	}
	return nil, fmt.Errorf("%w: %T", ErrNotInteger, e)
}

func polyScale(p Poly, k *big.Rat) Poly {
	out := make(Poly, len(p))
	for i, c := range p {
		out[i] = new(big.Rat).Mul(c, k)
	}
	return Trim(out)
}

func polyAddSub(a, b Poly, sign int) Poly {
	n := max(len(a), len(b))
	out := make(Poly, n)
	for i := range out {
		out[i] = new(big.Rat)
		if i < len(a) {
			out[i].Add(out[i], a[i])
		}
		if i < len(b) {
			if sign < 0 {
				out[i].Sub(out[i], b[i])
			} else {
				out[i].Add(out[i], b[i])
			}
		}
	}
	return Trim(out)
}

func polyMul(a, b, mod Poly) (Poly, error) {
	if len(a) == 0 || len(b) == 0 {
		return nil, nil
	}
	out := make(Poly, len(a)+len(b)-1)
	if intCoeffs(a) && intCoeffs(b) {
		// Integer coefficients (the usual case): the same products summed
		// in big.Int, with no gcd per addition and product.
		acc := make([]big.Int, len(out))
		t := new(big.Int)
		for i, ac := range a {
			for j, bc := range b {
				acc[i+j].Add(&acc[i+j], t.Mul(ac.Num(), bc.Num()))
			}
		}
		for i := range out {
			out[i] = new(big.Rat).SetInt(&acc[i])
		}
		return polyNorm(out, mod)
	}
	for i := range out {
		out[i] = new(big.Rat)
	}
	t := new(big.Rat)
	for i, ac := range a {
		for j, bc := range b {
			out[i+j].Add(out[i+j], t.Mul(ac, bc))
		}
	}
	return polyNorm(out, mod)
}

// intCoeffs reports a polynomial whose coefficients are all integers.
func intCoeffs(p Poly) bool {
	for _, c := range p {
		if !c.IsInt() {
			return false
		}
	}
	return true
}

func polyBinary(e *ast.Binary, x string, mod Poly) (Poly, error) {
	if e.Op == ast.Pow {
		k, err := IntValue(e.Y)
		if err != nil {
			return nil, err
		}
		if k.Sign() < 0 || !k.IsInt64() || mod == nil && k.Int64() > MaxPolyDeg {
			return nil, fmt.Errorf("the exponent %s", k)
		}
		b, err := polyEval(e.X, x, mod)
		if err != nil {
			return nil, err
		}
		if len(b) == 0 && k.Sign() == 0 {
			return nil, fmt.Errorf("%w: 0^0", ErrNotInteger)
		}
		return polyPow(b, k.Int64(), mod)
	}
	a, err := polyEval(e.X, x, mod)
	if err != nil {
		return nil, err
	}
	b, err := polyEval(e.Y, x, mod)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case ast.Add:
		return polyAddSub(a, b, 1), nil
	case ast.Sub:
		return polyAddSub(a, b, -1), nil
	case ast.Mul:
		return polyMul(a, b, mod)
	case ast.Div:
		// Only a division by a nonzero constant written as such: modulo
		// b a non-constant divisor could reduce to a constant.
		if e.Form == ast.FormMixed || len(b) != 1 || Depends(e.Y, x) {
			return nil, fmt.Errorf("%w: a division by a polynomial", ErrNotInteger)
		}
		return polyScale(a, new(big.Rat).Inv(b[0])), nil
	}
	return nil, fmt.Errorf("%w: the operation %d", ErrNotInteger, e.Op)
}

func polyPow(b Poly, k int64, mod Poly) (Poly, error) {
	r := Poly{big.NewRat(1, 1)}
	var err error
	for ; k > 0; k >>= 1 {
		if k&1 == 1 {
			if r, err = polyMul(r, b, mod); err != nil {
				return nil, err
			}
		}
		if k > 1 {
			if b, err = polyMul(b, b, mod); err != nil {
				return nil, err
			}
		}
	}
	return polyNorm(r, mod)
}

// PolyEqual reports equal polynomials.
func PolyEqual(a, b Poly) bool {
	a, b = Trim(a), Trim(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// PolyText prints p in x, highest degree first ("-8x^2 + 13x + 20").
func PolyText(p Poly, x string) string {
	p = Trim(p)
	if len(p) == 0 {
		return "0"
	}
	var b strings.Builder
	for i := len(p) - 1; i >= 0; i-- {
		c := p[i]
		if c.Sign() == 0 {
			continue
		}
		a := new(big.Rat).Abs(c)
		switch {
		case b.Len() == 0 && c.Sign() < 0:
			b.WriteString("-")
		case b.Len() > 0 && c.Sign() < 0:
			b.WriteString(" - ")
		case b.Len() > 0:
			b.WriteString(" + ")
		}
		if i == 0 || a.Cmp(big.NewRat(1, 1)) != 0 {
			b.WriteString(a.RatString())
		}
		if i >= 1 {
			b.WriteString(x)
		}
		if i > 1 {
			fmt.Fprintf(&b, "^%d", i)
		}
	}
	return b.String()
}
