package algebra

// Exact rational arithmetic on a closed formula (issue 25, capability 4):
// the value of a formula built from decimal literals with + - · /, integer
// powers and absolute values, within a size bound. Anything else (a
// variable, a root, π, a function) is an error: the caller stays undecided.

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// RatBits bounds the numerator and the denominator of every intermediate
// value of RatValue, and maxRatExponent the size of an exponent.
const (
	RatBits        = 1 << 14
	maxRatExponent = 1 << 12
)

// ErrNotRational says the formula is not a rational expression RatValue
// evaluates.
var ErrNotRational = errors.New("not a rational expression")

// RatValue evaluates a closed formula exactly as a rational number.
func RatValue(e ast.Expr) (*big.Rat, error) {
	v, err := ratEval(e)
	if err != nil {
		return nil, err
	}
	return v, nil
}

func ratBounded(v *big.Rat) (*big.Rat, error) {
	if v.Num().BitLen() > RatBits || v.Denom().BitLen() > RatBits {
		return nil, fmt.Errorf("a value of more than %d bits", RatBits)
	}
	return v, nil
}

func ratEval(e ast.Expr) (*big.Rat, error) {
	switch e := e.(type) {
	case *ast.Number:
		if e.Repeat != "" || e.Int == "" && e.Frac == "" {
			return nil, fmt.Errorf("%w: a repeating decimal", ErrNotRational)
		}
		v, ok := new(big.Rat).SetString(e.Int + "." + e.Frac + "0")
		if !ok {
			return nil, fmt.Errorf("%w: the number %s.%s", ErrNotRational, e.Int, e.Frac)
		}
		return ratBounded(v)
	case *ast.Unary:
		x, err := ratEval(e.X)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case ast.Neg:
			return x.Neg(x), nil
		case ast.Plus:
			return x, nil
		}
	case *ast.Func:
		if e.Name == ast.Abs && len(e.Args) == 1 && e.Base == nil {
			x, err := ratEval(e.Args[0])
			if err != nil {
				return nil, err
			}
			return x.Abs(x), nil
		}
	case *ast.Binary:
		return ratBinary(e)
	case *ast.Root:
		return ratRoot(e)
	}
	return nil, fmt.Errorf("%w: %T", ErrNotRational, e)
}

// maxRootIndex bounds the index of a root taken exactly.
const maxRootIndex = 64

// ratRoot takes the n-th root of a rational that is an exact n-th power
// (the real odd root of a negative number included); anything else is an
// error.
func ratRoot(e *ast.Root) (*big.Rat, error) {
	n := int64(2)
	if e.Index != nil {
		k, err := ratEval(e.Index)
		if err != nil || !k.IsInt() || !k.Num().IsInt64() || k.Num().Int64() < 2 || k.Num().Int64() > maxRootIndex {
			return nil, fmt.Errorf("%w: a root's index", ErrNotRational)
		}
		n = k.Num().Int64()
	}
	x, err := ratEval(e.X)
	if err != nil {
		return nil, err
	}
	neg := x.Sign() < 0
	if neg && n%2 == 0 {
		return nil, fmt.Errorf("%w: an even root of a negative number", ErrNotRational)
	}
	num, okN := exactRoot(new(big.Int).Abs(x.Num()), n)
	den, okD := exactRoot(x.Denom(), n)
	if !okN || !okD {
		return nil, fmt.Errorf("%w: %s is not a %d-th power", ErrNotRational, x.RatString(), n)
	}
	r := new(big.Rat).SetFrac(num, den)
	if neg {
		r.Neg(r)
	}
	return r, nil
}

// exactRoot returns the n-th root of a ≥ 0 when it is an integer.
func exactRoot(a *big.Int, n int64) (*big.Int, bool) {
	if a.Sign() == 0 {
		return new(big.Int), true
	}
	// Newton's iteration from above, on integers.
	bits := (a.BitLen() + int(n) - 1) / int(n)
	r := new(big.Int).Lsh(big.NewInt(1), uint(bits)+1)
	nn := big.NewInt(n)
	n1 := big.NewInt(n - 1)
	for {
		// next = ((n-1)·r + a / r^(n-1)) / n
		p := new(big.Int).Exp(r, n1, nil)
		next := new(big.Int).Quo(a, p)
		next.Add(next, new(big.Int).Mul(n1, r))
		next.Quo(next, nn)
		if next.Cmp(r) >= 0 {
			break
		}
		r = next
	}
	return r, new(big.Int).Exp(r, nn, nil).Cmp(a) == 0
}

func ratBinary(e *ast.Binary) (*big.Rat, error) {
	if e.Form == ast.FormMixed {
		return nil, fmt.Errorf("%w: a mixed number", ErrNotRational)
	}
	x, err := ratEval(e.X)
	if err != nil {
		return nil, err
	}
	if e.Op == ast.Pow {
		return ratPow(x, e.Y)
	}
	y, err := ratEval(e.Y)
	if err != nil {
		return nil, err
	}
	switch e.Op {
	case ast.Add:
		return ratBounded(x.Add(x, y))
	case ast.Sub:
		return ratBounded(x.Sub(x, y))
	case ast.Mul:
		return ratBounded(x.Mul(x, y))
	case ast.Div:
		if y.Sign() == 0 {
			return nil, fmt.Errorf("%w: a division by zero", ErrNotRational)
		}
		return ratBounded(x.Quo(x, y))
	}
	return nil, fmt.Errorf("%w: the operation %s", ErrNotRational, e.Op)
}

// ratPow raises x to an integer exponent; 0 to a power ≤ 0 is an error.
func ratPow(x *big.Rat, ye ast.Expr) (*big.Rat, error) {
	y, err := ratEval(ye)
	if err != nil {
		return nil, err
	}
	if !y.IsInt() || !y.Num().IsInt64() || y.Num().Int64() > maxRatExponent || y.Num().Int64() < -maxRatExponent {
		return nil, fmt.Errorf("%w: the exponent %s", ErrNotRational, y.RatString())
	}
	k := y.Num().Int64()
	if x.Sign() == 0 && k <= 0 {
		return nil, fmt.Errorf("%w: 0 to the power %d", ErrNotRational, k)
	}
	if k < 0 {
		x, k = new(big.Rat).Inv(x), -k
	}
	if int64(x.Num().BitLen())*k > RatBits || int64(x.Denom().BitLen())*k > RatBits {
		return nil, fmt.Errorf("a power of more than %d bits", RatBits)
	}
	kk := big.NewInt(k)
	num := new(big.Int).Exp(x.Num(), kk, nil)
	den := new(big.Int).Exp(x.Denom(), kk, nil)
	return new(big.Rat).SetFrac(num, den), nil
}
