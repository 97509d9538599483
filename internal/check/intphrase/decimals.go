package intphrase

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// Bounds of the decimal questions: a position of at most maxPosition, a
// first nonzero digit searched among the first maxLeading places.
const (
	maxPosition = 10_000_000
	maxLeading  = 10_000
)

// decimalQuantity is the quantity asked of the decimal expansion of the
// rational X ≥ 0 (the expansion that does not end in repeating nines),
// and how; a nil value with why not.
func decimalQuantity(c *decide.Checker, q intphrase.Question) (*big.Rat, string) {
	src := statement.Clip(q.Src, 30)
	v, err := c.Eval(q.X, nil)
	if err != nil {
		return nil, fmt.Sprintf("%s cannot be evaluated: %v", src, err)
	}
	x, exact := v.Exact()
	if !exact || x.Sign() < 0 {
		return nil, fmt.Sprintf("%s is not a nonnegative rational computed exactly", src)
	}
	p, d := x.Num(), x.Denom()
	// digit is the k-th digit after the point: ⌊10·(p·10^(k-1) mod d)/d⌋.
	digit := func(k int64) int64 {
		r := new(big.Int).Exp(ten, big.NewInt(k-1), d)
		r.Mul(r, p).Mod(r, d).Mul(r, ten).Quo(r, d)
		return r.Int64()
	}
	// places is the number of digits after the point of a terminating
	// expansion: the least k with d | 10^k; -1 if it does not terminate.
	places := func() int64 {
		r := new(big.Int).Set(d)
		var a, b int64
		for r.Bit(0) == 0 {
			r.Rsh(r, 1)
			a++
		}
		five, m := big.NewInt(5), new(big.Int)
		for {
			qq, mm := new(big.Int).QuoRem(r, five, m)
			if mm.Sign() != 0 {
				break
			}
			r = qq
			b++
		}
		if r.Cmp(big.NewInt(1)) != 0 {
			return -1
		}
		return max(a, b)
	}
	switch q.Kind {
	case intphrase.TermDecimal:
		if places() < 0 {
			return nil, fmt.Sprintf("%s = %s has no terminating decimal", src, x.RatString())
		}
		return x, fmt.Sprintf("%s = %s, a terminating decimal", src, x.FloatString(int(places())))
	case intphrase.DecimalDigit:
		k := q.K
		if k < 1 || k > maxPosition {
			return nil, "the position asked is not read"
		}
		dk := digit(k)
		return big.NewRat(dk, 1), fmt.Sprintf("the digit %d after the point of %s = %s is %d (⌊10·(p·10^%d mod q)/q⌋, exactly)", k, src, x.RatString(), dk, k-1)
	case intphrase.FirstNonzero, intphrase.LeadingZeros:
		if x.IsInt() || (q.Kind == intphrase.LeadingZeros && x.Cmp(big.NewRat(1, 1)) >= 0) {
			return nil, fmt.Sprintf("%s = %s is not a fraction below 1", src, x.RatString())
		}
		for k := int64(1); k <= maxLeading; k++ {
			if dk := digit(k); dk != 0 {
				if q.Kind == intphrase.FirstNonzero {
					return big.NewRat(dk, 1), fmt.Sprintf("the first nonzero digit after the point of %s = %s is %d, at place %d", src, x.RatString(), dk, k)
				}
				return big.NewRat(k-1, 1), fmt.Sprintf("%s = %s has %d zeros after the point before its first nonzero digit %d", src, x.RatString(), k-1, dk)
			}
		}
		return nil, "no nonzero digit among the first places"
	}
	n := places()
	if n < 0 {
		return nil, fmt.Sprintf("%s = %s has no terminating decimal", src, x.RatString())
	}
	if n > maxLeading {
		return nil, fmt.Sprintf("%s has more than %d places", src, maxLeading)
	}
	dec := x.FloatString(int(n))
	switch q.Kind {
	case intphrase.DecimalPlaces:
		return big.NewRat(n, 1), fmt.Sprintf("%s = %s, exactly: %d digits after the point", src, dec, n)
	case intphrase.LastDecimal:
		if n == 0 {
			return nil, fmt.Sprintf("%s = %s is an integer", src, dec)
		}
		return big.NewRat(digit(n), 1), fmt.Sprintf("%s = %s, exactly: its last digit after the point is %d", src, dec, digit(n))
	case intphrase.NonzeroPlaces:
		var cnt int64
		for k := int64(1); k <= n; k++ {
			if digit(k) != 0 {
				cnt++
			}
		}
		return big.NewRat(cnt, 1), fmt.Sprintf("%s = %s, exactly: %d nonzero digits after the point", src, dec, cnt)
	case intphrase.DecimalDigitSum:
		var s int64
		for _, r := range dec {
			if r >= '0' && r <= '9' {
				s += int64(r - '0')
			}
		}
		return big.NewRat(s, 1), fmt.Sprintf("%s = %s, exactly: its digits sum to %d", src, dec, s)
	}
	return nil, "the question is not read"
}

// fractionQuantity is the quantity asked of the rational X as a fraction
// in lowest terms (big.Rat keeps it so, the denominator positive).
func fractionQuantity(c *decide.Checker, q intphrase.Question) (*big.Rat, string) {
	src := statement.Clip(q.Src, 30)
	v, err := c.Eval(q.X, nil)
	if err != nil {
		return nil, fmt.Sprintf("%s cannot be evaluated: %v", src, err)
	}
	x, exact := v.Exact()
	if !exact {
		return nil, fmt.Sprintf("%s is not a rational computed exactly", src)
	}
	switch q.Kind {
	case intphrase.NumDenSum, intphrase.NumDenProduct:
		if x.Sign() <= 0 {
			return nil, fmt.Sprintf("%s = %s is not positive", src, x.RatString())
		}
		a, b := x.Num(), x.Denom()
		if q.Kind == intphrase.NumDenSum {
			s := new(big.Int).Add(a, b)
			return new(big.Rat).SetInt(s), fmt.Sprintf("%s = %s/%s in lowest terms: %s + %s = %s", src, a, b, a, b, s)
		}
		p := new(big.Int).Mul(a, b)
		return new(big.Rat).SetInt(p), fmt.Sprintf("%s = %s/%s in lowest terms: %s·%s = %s", src, a, b, a, b, p)
	case intphrase.Reciprocal, intphrase.ReciprocalDecimal:
		if x.Sign() == 0 {
			return nil, fmt.Sprintf("%s is 0", src)
		}
		r := new(big.Rat).Inv(x)
		return r, fmt.Sprintf("%s = %s, its reciprocal %s", src, x.RatString(), r.RatString())
	}
	return x, fmt.Sprintf("%s = %s, exactly", src, x.RatString())
}
