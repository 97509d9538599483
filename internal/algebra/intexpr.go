package algebra

// Exact integer arithmetic on a closed formula (issue 25, capability 2):
// the value of an integer expression (digits, + - ·, exact quotients,
// powers, factorials, gcd and lcm), either exactly within a size bound or
// modulo m, where powers are taken by modular exponentiation. Anything else
// (a variable, a fraction that does not divide, a decimal) is an error.

import (
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// IntBits bounds every intermediate value of IntValue: a number of more
// bits is not computed.
const IntBits = 1 << 18

// maxFactorial bounds the argument of a factorial, and maxExponent the
// exponent of a power computed modulo m.
const (
	maxFactorial = 100_000
	maxExponent  = 1 << 62
)

// ErrNotInteger says the formula is not an integer expression leg 1
// evaluates exactly.
var ErrNotInteger = errors.New("not an integer expression")

// IntValue evaluates e exactly as an integer, every intermediate value
// within IntBits bits.
func IntValue(e ast.Expr) (*big.Int, error) { return intEval(e, nil) }

// IntMod evaluates e modulo m > 1, the result in [0, m). A quotient is
// computed exactly (IntValue) before it is reduced.
func IntMod(e ast.Expr, m *big.Int) (*big.Int, error) {
	if m.Cmp(big.NewInt(1)) <= 0 {
		return nil, fmt.Errorf("modulus %s", m)
	}
	return intEval(e, m)
}

func reduce(v, m *big.Int) (*big.Int, error) {
	if m != nil {
		return v.Mod(v, m), nil
	}
	if v.BitLen() > IntBits {
		return nil, fmt.Errorf("a value of more than %d bits", IntBits)
	}
	return v, nil
}

func intEval(e ast.Expr, m *big.Int) (*big.Int, error) {
	switch e := e.(type) {
	case *ast.Number:
		if e.Frac != "" || e.Repeat != "" || e.Int == "" {
			return nil, fmt.Errorf("%w: a decimal", ErrNotInteger)
		}
		v, ok := new(big.Int).SetString(e.Int, 10)
		if !ok {
			return nil, fmt.Errorf("%w: the number %q", ErrNotInteger, e.Int)
		}
		return reduce(v, m)
	case *ast.Unary:
		x, err := intEval(e.X, m)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case ast.Neg:
			return reduce(x.Neg(x), m)
		case ast.Plus:
			return x, nil
		}
	case *ast.Binary:
		return intBinary(e, m)
	case *ast.Func:
		return intFunc(e, m)
	case *ast.BigOp:
		return intBigOp(e, m)
	}
	return nil, fmt.Errorf("%w: %T", ErrNotInteger, e)
}

// maxIntSeriesTerms bounds the terms of a sum or product IntValue adds up.
const maxIntSeriesTerms = 10_000

// intBigOp is a sum or product over the integers lo..hi, term by term
// (issue 42: a series written with dots).
func intBigOp(e *ast.BigOp, m *big.Int) (*big.Int, error) {
	lo, err := intEval(e.Lo, nil)
	if err != nil {
		return nil, err
	}
	hi, err := intEval(e.Hi, nil)
	if err != nil {
		return nil, err
	}
	n := new(big.Int).Sub(hi, lo)
	if n.Sign() < 0 || !n.IsInt64() || n.Int64() >= maxIntSeriesTerms {
		return nil, fmt.Errorf("a series from %s to %s", lo, hi)
	}
	acc := big.NewInt(0)
	if e.Prod {
		acc.SetInt64(1)
	}
	for k := new(big.Int).Set(lo); k.Cmp(hi) <= 0; k.Add(k, big.NewInt(1)) {
		t, err := SubstInt(e.X, e.Var, k)
		if err != nil {
			return nil, err
		}
		v, err := intEval(t, m)
		if err != nil {
			return nil, err
		}
		if e.Prod {
			if m == nil && acc.BitLen()+v.BitLen() > IntBits+1 {
				return nil, fmt.Errorf("a product of more than %d bits", IntBits)
			}
			acc.Mul(acc, v)
		} else {
			acc.Add(acc, v)
		}
		if acc, err = reduce(acc, m); err != nil {
			return nil, err
		}
	}
	return acc, nil
}

func intBinary(e *ast.Binary, m *big.Int) (*big.Int, error) {
	switch e.Op {
	case ast.Add, ast.Sub, ast.Mul:
		x, err := intEval(e.X, m)
		if err != nil {
			return nil, err
		}
		y, err := intEval(e.Y, m)
		if err != nil {
			return nil, err
		}
		if e.Op == ast.Mul && m == nil && x.BitLen()+y.BitLen() > IntBits+1 {
			return nil, fmt.Errorf("a product of more than %d bits", IntBits)
		}
		switch e.Op {
		case ast.Add:
			return reduce(x.Add(x, y), m)
		case ast.Sub:
			return reduce(x.Sub(x, y), m)
		}
		return reduce(x.Mul(x, y), m)
	case ast.Div:
		if e.Form == ast.FormMixed {
			break
		}
		x, err := intEval(e.X, nil)
		if err != nil {
			return nil, err
		}
		y, err := intEval(e.Y, nil)
		if err != nil {
			return nil, err
		}
		if y.Sign() == 0 {
			return nil, fmt.Errorf("%w: a division by 0", ErrNotInteger)
		}
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		if r.Sign() != 0 {
			return nil, fmt.Errorf("%w: %s/%s is not an integer", ErrNotInteger, x, y)
		}
		return reduce(q, m)
	case ast.Pow:
		return intPow(e, m)
	}
	return nil, fmt.Errorf("%w: the operation %d", ErrNotInteger, e.Op)
}

func intPow(e *ast.Binary, m *big.Int) (*big.Int, error) {
	k, err := intEval(e.Y, nil)
	if err != nil {
		return nil, err
	}
	if k.Sign() < 0 {
		return nil, fmt.Errorf("%w: a negative exponent", ErrNotInteger)
	}
	b, err := intEval(e.X, m)
	if err != nil {
		return nil, err
	}
	if m != nil {
		if !k.IsInt64() || k.Int64() > maxExponent {
			return nil, fmt.Errorf("an exponent of %d digits", len(k.String()))
		}
		if b.Sign() == 0 && k.Sign() == 0 {
			return nil, fmt.Errorf("%w: 0^0", ErrNotInteger)
		}
		return new(big.Int).Exp(b, k, m), nil
	}
	if b.CmpAbs(big.NewInt(1)) <= 0 {
		if b.Sign() < 0 && k.Bit(0) == 0 {
			return big.NewInt(1), nil
		}
		if b.Sign() == 0 && k.Sign() == 0 {
			return nil, fmt.Errorf("%w: 0^0", ErrNotInteger)
		}
		return b, nil
	}
	if !k.IsInt64() || k.Int64()*int64(b.BitLen()-1) > IntBits {
		return nil, fmt.Errorf("a power of more than %d bits", IntBits)
	}
	return reduce(new(big.Int).Exp(b, k, nil), nil)
}

func intFunc(e *ast.Func, m *big.Int) (*big.Int, error) {
	switch e.Name {
	case ast.Factorial:
		if len(e.Args) != 1 {
			break
		}
		n, err := intEval(e.Args[0], nil)
		if err != nil {
			return nil, err
		}
		if n.Sign() < 0 || !n.IsInt64() || n.Int64() > maxFactorial {
			return nil, fmt.Errorf("the factorial of %s", n)
		}
		if m == nil {
			// n! by binary splitting when its size, log2 n! from the log
			// of the gamma function, is surely on one side of IntBits;
			// the loop below decides the few near the bound.
			bits, _ := math.Lgamma(float64(n.Int64()) + 1)
			bits /= math.Ln2
			switch {
			case bits < IntBits-64:
				return new(big.Int).MulRange(2, max(n.Int64(), 1)), nil
			case bits > IntBits+64:
				return nil, fmt.Errorf("a factorial of more than %d bits", IntBits)
			}
		}
		f := big.NewInt(1)
		for i := int64(2); i <= n.Int64(); i++ {
			f.Mul(f, big.NewInt(i))
			if m != nil {
				f.Mod(f, m)
				if f.Sign() == 0 {
					break
				}
			} else if f.BitLen() > IntBits {
				return nil, fmt.Errorf("a factorial of more than %d bits", IntBits)
			}
		}
		return f, nil
	case ast.Binom: // issue 42 (OlympiadBench): C(n, k) for 0 ≤ k ≤ n, exactly
		if len(e.Args) != 2 {
			break
		}
		return intBinom(e.Args[0], e.Args[1], m)
	case ast.GCD, ast.LCM:
		if len(e.Args) < 2 {
			break
		}
		var args []*big.Int
		for _, a := range e.Args {
			v, err := intEval(a, nil)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
		}
		var v *big.Int
		var err error
		if e.Name == ast.GCD {
			v, err = GcdInts(args)
		} else {
			v, err = LcmInts(args)
		}
		if err != nil {
			return nil, err
		}
		return reduce(v, m)
	}
	return nil, fmt.Errorf("%w: a function", ErrNotInteger)
}

// intBinom is the binomial coefficient C(n, k), computed exactly (it has
// at most n bits) and then reduced; k outside [0, n] is an error, not 0.
func intBinom(ne, ke ast.Expr, m *big.Int) (*big.Int, error) {
	n, err := intEval(ne, nil)
	if err != nil {
		return nil, err
	}
	k, err := intEval(ke, nil)
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 || !n.IsInt64() || n.Int64() > IntBits || k.Sign() < 0 || k.Cmp(n) > 0 {
		return nil, fmt.Errorf("%w: the binomial coefficient C(%s, %s)", ErrNotInteger, n, k)
	}
	return reduce(new(big.Int).Binomial(n.Int64(), k.Int64()), m)
}

// GcdInts is the greatest common divisor of positive integers.
func GcdInts(xs []*big.Int) (*big.Int, error) {
	g := new(big.Int)
	for _, x := range xs {
		if x.Sign() <= 0 {
			return nil, fmt.Errorf("the gcd of %s, which is not positive", x)
		}
		g.GCD(nil, nil, g, x)
	}
	return g, nil
}

// LcmInts is the least common multiple of positive integers.
func LcmInts(xs []*big.Int) (*big.Int, error) {
	l := big.NewInt(1)
	for _, x := range xs {
		if x.Sign() <= 0 {
			return nil, fmt.Errorf("the lcm of %s, which is not positive", x)
		}
		g := new(big.Int).GCD(nil, nil, l, x)
		l.Mul(l, new(big.Int).Quo(x, g))
		if l.BitLen() > IntBits {
			return nil, fmt.Errorf("an lcm of more than %d bits", IntBits)
		}
	}
	return l, nil
}

// IntResidue evaluates e in ℤ/m, m > 1, where a negative power is a power
// of the inverse modulo m ("997^{-1} modulo 1000"); a base not invertible
// modulo m is an error. Only a question that asks for a residue modulo m
// reads e so.
func IntResidue(e ast.Expr, m *big.Int) (*big.Int, error) {
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.Neg {
			r, err := IntResidue(x.X, m)
			if err != nil {
				return nil, err
			}
			return r.Mod(r.Neg(r), m), nil
		}
	case *ast.Binary:
		switch x.Op {
		case ast.Add, ast.Sub, ast.Mul:
			a, err := IntResidue(x.X, m)
			if err != nil {
				return nil, err
			}
			b, err := IntResidue(x.Y, m)
			if err != nil {
				return nil, err
			}
			switch x.Op {
			case ast.Add:
				return a.Mod(a.Add(a, b), m), nil
			case ast.Sub:
				return a.Mod(a.Sub(a, b), m), nil
			}
			return a.Mod(a.Mul(a, b), m), nil
		case ast.Pow:
			k, err := IntValue(x.Y)
			if err != nil || k.Sign() >= 0 {
				break
			}
			b, err := IntResidue(x.X, m)
			if err != nil {
				return nil, err
			}
			inv := new(big.Int).ModInverse(b, m)
			if inv == nil {
				return nil, fmt.Errorf("%s is not invertible modulo %s", b, m)
			}
			if k.Neg(k); !k.IsInt64() || k.Int64() > maxExponent {
				return nil, fmt.Errorf("an exponent of %d digits", len(k.String()))
			}
			return inv.Exp(inv, k, m), nil
		}
	}
	return IntMod(e, m)
}
