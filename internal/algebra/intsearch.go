package algebra

// Exact integer predicates for the integer searches of issue 25 (the
// smallest or largest integer under conditions): primality, factorisation
// by trial division, the number of divisors, perfect powers, and the
// substitution of an integer for the variable of a formula. Every
// computation is bounded by a work budget; past it the answer is an error,
// never a guess.

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// ErrBudget says a computation ran out of its work budget.
var ErrBudget = errors.New("past the work bound")

// trialLimit is the largest trial divisor; a cofactor without a divisor up
// to it is prime when below trialLimit², or when below 2^64 and passing
// big.Int.ProbablyPrime, which is exact (Baillie–PSW) below 2^64.
const trialLimit = 1_000_000

var (
	trialSquare = new(big.Int).Mul(big.NewInt(trialLimit), big.NewInt(trialLimit))
	two64       = new(big.Int).Lsh(big.NewInt(1), 64)
)

// Work counts the steps of a search; Spend fails once the bound is passed.
type Work struct{ Left int }

// Spend takes n steps from the budget.
func (w *Work) Spend(n int) error {
	w.Left -= n
	if w.Left < 0 {
		return ErrBudget
	}
	return nil
}

// PrimeExact decides whether v is prime: exactly (Baillie–PSW) below
// 2^64; above, an error.
func PrimeExact(v *big.Int) (bool, error) {
	if v.Cmp(big.NewInt(2)) < 0 {
		return false, nil
	}
	if v.Cmp(two64) >= 0 {
		return false, fmt.Errorf("primality of a number of %d bits is not decided", v.BitLen())
	}
	return v.ProbablyPrime(0), nil
}

// PrimePower is p^k in a factorisation.
type PrimePower struct {
	P *big.Int
	K int
}

// Factorize writes n ≥ 1 as a product of prime powers, by trial division
// up to trialLimit; the cofactor left must be decided prime (see
// trialLimit), else the result is an error.
func Factorize(n *big.Int, w *Work) ([]PrimePower, error) {
	if n.Sign() <= 0 {
		return nil, fmt.Errorf("the factorisation of %s", n)
	}
	if n.IsUint64() {
		return factorSmall(n.Uint64(), w)
	}
	m := new(big.Int).Set(n)
	var out []PrimePower
	q, r := new(big.Int), new(big.Int)
	for d := int64(2); d <= trialLimit; d++ {
		if d > 2 && d%2 == 0 {
			continue
		}
		if err := w.Spend(1); err != nil {
			return nil, err
		}
		bd := big.NewInt(d)
		if new(big.Int).Mul(bd, bd).Cmp(m) > 0 {
			break
		}
		k := 0
		for {
			q.QuoRem(m, bd, r)
			if r.Sign() != 0 {
				break
			}
			m.Set(q)
			k++
		}
		if k > 0 {
			out = append(out, PrimePower{bd, k})
		}
	}
	if m.Cmp(big.NewInt(1)) == 0 {
		return out, nil
	}
	if m.Cmp(trialSquare) >= 0 {
		if p, err := PrimeExact(m); err != nil || !p {
			return nil, fmt.Errorf("%s has a factor past %d that is not found", n, trialLimit)
		}
	}
	return append(out, PrimePower{m, 1}), nil
}

// factorSmall is Factorize on a machine integer.
func factorSmall(m uint64, w *Work) ([]PrimePower, error) {
	n := m
	var out []PrimePower
	for d := uint64(2); d <= trialLimit && d*d <= m; d++ {
		if d > 2 && d%2 == 0 {
			continue
		}
		if err := w.Spend(1); err != nil {
			return nil, err
		}
		k := 0
		for m%d == 0 {
			m /= d
			k++
		}
		if k > 0 {
			out = append(out, PrimePower{new(big.Int).SetUint64(d), k})
		}
	}
	if m == 1 {
		return out, nil
	}
	b := new(big.Int).SetUint64(m)
	if b.Cmp(trialSquare) >= 0 && !b.ProbablyPrime(0) {
		return nil, fmt.Errorf("%d has a factor past %d that is not found", n, trialLimit)
	}
	return append(out, PrimePower{b, 1}), nil
}

// SmallestPrimeFactor is the least prime factor of n ≥ 2, found by trial
// division (every smaller number is tried); oddOnly skips the factor 2.
func SmallestPrimeFactor(n *big.Int, oddOnly bool, w *Work) (*big.Int, error) {
	m := new(big.Int).Set(n)
	if oddOnly {
		for m.Bit(0) == 0 && m.Sign() > 0 {
			m.Rsh(m, 1)
		}
	}
	if m.Cmp(big.NewInt(2)) < 0 {
		return nil, fmt.Errorf("%s has no such prime factor", n)
	}
	r := new(big.Int)
	for d := int64(2); d <= trialLimit; d++ {
		if err := w.Spend(1); err != nil {
			return nil, err
		}
		bd := big.NewInt(d)
		if new(big.Int).Mul(bd, bd).Cmp(m) > 0 {
			return m, nil
		}
		if r.Mod(m, bd).Sign() == 0 {
			return bd, nil
		}
	}
	if p, err := PrimeExact(m); err == nil && p {
		return m, nil
	}
	return nil, fmt.Errorf("%s has no prime factor up to %d, and is not shown prime", n, trialLimit)
}

// DivisorCount is the number of positive divisors of n ≥ 1.
func DivisorCount(n *big.Int, w *Work) (int, error) {
	f, err := Factorize(n, w)
	if err != nil {
		return 0, err
	}
	c := 1
	for _, pp := range f {
		c *= pp.K + 1
	}
	return c, nil
}

// IsPerfectPower reports whether v is the k-th power of an integer (k = 2
// or 3; a square is not negative).
func IsPerfectPower(v *big.Int, k int) bool {
	if v.Sign() < 0 {
		if k%2 == 0 {
			return false
		}
		return IsPerfectPower(new(big.Int).Neg(v), k)
	}
	if k == 2 {
		r := new(big.Int).Sqrt(v)
		return r.Mul(r, r).Cmp(v) == 0
	}
	// The integer k-th root by bisection.
	lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(v.BitLen()/k+1))
	for lo.Cmp(hi) < 0 {
		mid := new(big.Int).Add(lo, hi)
		mid.Rsh(mid, 1)
		p := new(big.Int).Exp(mid, big.NewInt(int64(k)), nil)
		switch p.Cmp(v) {
		case 0:
			return true
		case -1:
			lo = mid.Add(mid, big.NewInt(1))
		default:
			hi = mid
		}
	}
	return new(big.Int).Exp(lo, big.NewInt(int64(k)), nil).Cmp(v) == 0
}

// SubstInt replaces the variable name by the integer v in a formula of
// numbers, sums, products, quotients, powers, factorials, gcd and lcm; any other
// node is an error.
func SubstInt(e ast.Expr, name string, v *big.Int) (ast.Expr, error) {
	switch e := e.(type) {
	case *ast.Number:
		return e, nil
	case *ast.Ident:
		if e.Name != name {
			return nil, fmt.Errorf("the variable %s", e.Name)
		}
		n := &ast.Number{Int: new(big.Int).Abs(v).String()}
		if v.Sign() < 0 {
			return &ast.Unary{Op: ast.Neg, X: n}, nil
		}
		return n, nil
	case *ast.Unary:
		x, err := SubstInt(e.X, name, v)
		if err != nil {
			return nil, err
		}
		return &ast.Unary{Op: e.Op, X: x}, nil
	case *ast.Binary:
		x, err := SubstInt(e.X, name, v)
		if err != nil {
			return nil, err
		}
		y, err := SubstInt(e.Y, name, v)
		if err != nil {
			return nil, err
		}
		return &ast.Binary{Op: e.Op, Form: e.Form, X: x, Y: y}, nil
	case *ast.Func:
		// gcd and lcm: Issue 25 (OlympiadBench), the functions IntValue reads.
		gcd := (e.Name == ast.GCD || e.Name == ast.LCM) && len(e.Args) >= 2
		binom := e.Name == ast.Binom && len(e.Args) == 2 // issue 42
		if e.Base != nil || !gcd && !binom && (e.Name != ast.Factorial || len(e.Args) != 1) {
			break
		}
		args := make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			x, err := SubstInt(a, name, v)
			if err != nil {
				return nil, err
			}
			args[i] = x
		}
		return &ast.Func{Name: e.Name, Args: args}, nil
	}
	return nil, fmt.Errorf("%w: %T", ErrNotInteger, e)
}
