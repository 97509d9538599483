package integers

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The conditions of an integer search (issue 25), decided exactly for one
// candidate.

// searchHolds reports whether the candidate v satisfies every condition.
func searchHolds(v *big.Int, conds []searchCond, name string, w *algebra.Work) (bool, error) {
	if err := w.Spend(1); err != nil {
		return false, err
	}
	for _, c := range conds {
		ok, err := condHolds(v, c, name, w)
		if err != nil {
			return false, err
		}
		if ok == c.Not {
			return false, nil
		}
	}
	return true, nil
}

// condHolds decides one condition (before its "not").
func condHolds(v *big.Int, c searchCond, name string, w *algebra.Work) (bool, error) {
	switch c.Op {
	case statement.OpDivisibleBy, statement.OpCongruence:
		return modHolds(v, c, name)
	case statement.OpRelation: // Issue 25 (OlympiadBench)
		return relationHolds(v, c, name, w)
	}
	x := v
	if c.Subj != nil {
		e, err := algebra.SubstInt(c.Subj, name, v)
		if err != nil {
			return false, err
		}
		if x, err = algebra.IntValue(e); err != nil {
			return false, err
		}
		if err := w.Spend(x.BitLen() / 64); err != nil {
			return false, err
		}
	}
	switch c.Op {
	case statement.OpPositive:
		return x.Sign() > 0, nil
	case statement.OpNegative:
		return x.Sign() < 0, nil
	case statement.OpWhole:
		return x.Sign() >= 0, nil
	case statement.OpDigits:
		return len(new(big.Int).Abs(x).String()) == c.K && x.Sign() != 0, nil
	case statement.OpLess:
		return x.Cmp(c.arg) < 0, nil
	case statement.OpGreater:
		return x.Cmp(c.arg) > 0, nil
	case statement.OpCongruent:
		return new(big.Int).Mod(new(big.Int).Sub(x, c.arg), c.mod).Sign() == 0, nil
	case statement.OpDivisorCount, statement.OpPrimeCount:
		if x.Sign() <= 0 {
			return false, fmt.Errorf("the divisors of %s", x)
		}
		f, err := algebra.Factorize(x, w)
		if err != nil {
			return false, err
		}
		if c.Op == statement.OpPrimeCount {
			return len(f) == c.K || c.Loose && len(f) > c.K, nil
		}
		n := 1
		for _, pp := range f {
			n *= pp.K + 1
		}
		return n == c.K, nil
	case statement.OpDivisorProduct: // issue 42
		return divisorProductHolds(x, v, c, name, w)
	case statement.OpDivisorsAtLeast: // issue 42: the count of the divisors, exactly
		n, err := divisorCount(x, w)
		if err != nil {
			return false, err
		}
		return n.Cmp(c.arg) >= 0, nil
	case statement.OpSameDivisors: // issue 42, OlympiadBench: both counts, exactly
		return sameDivisorsHolds(x, v, c, name, w)
	case statement.OpPrime:
		return algebra.PrimeExact(x)
	case statement.OpSquare:
		return algebra.IsPerfectPower(x, 2), nil
	case statement.OpCube:
		return algebra.IsPerfectPower(x, 3), nil
	case statement.OpOdd:
		return x.Bit(0) == 1, nil
	case statement.OpEven:
		return x.Bit(0) == 0, nil
	case statement.OpDigitSum:
		if x.Sign() < 0 {
			return false, fmt.Errorf("the digits of the negative %s", x)
		}
		sum := 0
		for _, d := range x.String() {
			sum += int(d - '0')
		}
		return sum == c.K, nil
	case statement.OpEndsIn:
		if x.Sign() < 0 || c.arg.Sign() < 0 {
			return false, fmt.Errorf("the last digits of %s", x)
		}
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(c.arg.String()))), nil)
		return new(big.Int).Mod(x, p).Cmp(c.arg) == 0, nil
	case statement.OpDigitProduct:
		if x.Sign() < 0 {
			return false, fmt.Errorf("the digits of the negative %s", x)
		}
		prod := 1
		for _, d := range x.String() {
			prod *= int(d - '0')
		}
		return prod == c.K, nil
	case statement.OpGcdIs:
		g := new(big.Int).GCD(nil, nil, new(big.Int).Abs(x), new(big.Int).Abs(c.arg))
		return g.Cmp(c.mod) == 0, nil
	case statement.OpFactorOf:
		if x.Sign() == 0 {
			return false, nil
		}
		return new(big.Int).Mod(c.arg, new(big.Int).Abs(x)).Sign() == 0, nil
	}
	return false, fmt.Errorf("the condition %d is not decided", c.Op)
}

// sameDivisorsHolds decides "x and Rhs have the same number of divisors"
// at n = v, both counts from exact factorisations.
func sameDivisorsHolds(x, v *big.Int, c searchCond, name string, w *algebra.Work) (bool, error) {
	e, err := algebra.SubstInt(c.Rhs, name, v)
	if err != nil {
		return false, err
	}
	y, err := algebra.IntValue(e)
	if err != nil {
		return false, err
	}
	n, err := divisorCount(x, w)
	if err != nil {
		return false, err
	}
	m, err := divisorCount(y, w)
	if err != nil {
		return false, err
	}
	return n.Cmp(m) == 0, nil
}

// divisorCount is the number of positive divisors of x > 0, from its
// exact factorisation.
func divisorCount(x *big.Int, w *algebra.Work) (*big.Int, error) {
	if x.Sign() <= 0 {
		return nil, fmt.Errorf("the divisors of %s", x)
	}
	f, err := algebra.Factorize(x, w)
	if err != nil {
		return nil, err
	}
	n := big.NewInt(1)
	for _, pp := range f {
		n.Mul(n, big.NewInt(int64(pp.K)+1))
	}
	return n, nil
}

// modHolds decides a divisibility or a congruence, the formulas evaluated
// modulo the divisor (a power or a factorial need not be written out).
func modHolds(v *big.Int, c searchCond, name string) (bool, error) {
	m := c.mod
	if c.Op == statement.OpDivisibleBy {
		m = new(big.Int).Abs(c.arg)
	}
	if m.Cmp(bigOne) == 0 {
		return true, nil
	}
	side := func(e ast.Expr) (*big.Int, error) {
		if e == nil {
			return new(big.Int).Mod(v, m), nil
		}
		f, err := algebra.SubstInt(e, name, v)
		if err != nil {
			return nil, err
		}
		return algebra.IntMod(f, m)
	}
	l, err := side(c.Subj)
	if err != nil {
		return false, err
	}
	r := new(big.Int)
	if c.Op == statement.OpCongruence {
		if r, err = side(c.Rhs); err != nil {
			return false, err
		}
	}
	return l.Cmp(r) == 0, nil
}

// maxDivisorProductBits bounds the product of the divisors computed.
const maxDivisorProductBits = 1 << 16

// divisorProductHolds decides "the product of all positive divisors of x
// equals Rhs": the product is x^(d/2) for x's d divisors (√x^d where d is
// odd, x then a square), computed exactly from x's factorisation.
func divisorProductHolds(x, v *big.Int, c searchCond, name string, w *algebra.Work) (bool, error) {
	if x.Sign() <= 0 {
		return false, fmt.Errorf("the divisors of %s", x)
	}
	f, err := algebra.Factorize(x, w)
	if err != nil {
		return false, err
	}
	d := int64(1)
	for _, pp := range f {
		d *= int64(pp.K) + 1
	}
	base := x
	if d%2 == 1 {
		base = new(big.Int).Sqrt(x)
	} else {
		d /= 2
	}
	if d*int64(base.BitLen()) > maxDivisorProductBits {
		return false, fmt.Errorf("a product of divisors of more than %d bits", maxDivisorProductBits)
	}
	prod := new(big.Int).Exp(base, big.NewInt(d), nil)
	e, err := algebra.SubstInt(c.Rhs, name, v)
	if err != nil {
		return false, err
	}
	rhs, err := algebra.IntValue(e)
	if err != nil {
		return false, err
	}
	return prod.Cmp(rhs) == 0, nil
}
