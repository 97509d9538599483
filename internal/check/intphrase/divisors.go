package intphrase

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// Bounds of the divisor questions: trial division to trialBound (a
// cofactor left is prime below trialBound² or, below 2^64, by
// Baillie-PSW, else the question stays undecided), at most maxDivisors
// divisors listed, a product of at most maxProductBits bits.
const (
	trialBound     = 1_000_000
	maxDivisors    = 100_000
	maxProductBits = 1 << 16
	maxFactorBits  = 256
)

// primePower is p^e.
type primePower struct {
	p *big.Int
	e int
}

// factor is n's factorisation, or why not.
func factor(n *big.Int) ([]primePower, string) {
	if n.BitLen() > maxFactorBits {
		return nil, fmt.Sprintf("it has more than %d bits", maxFactorBits)
	}
	r := new(big.Int).Set(n)
	var fs []primePower
	q, m := new(big.Int), new(big.Int)
	for p := int64(2); p <= trialBound; p++ {
		bp := big.NewInt(p)
		if new(big.Int).Mul(bp, bp).Cmp(r) > 0 {
			break
		}
		e := 0
		for {
			q.QuoRem(r, bp, m)
			if m.Sign() != 0 {
				break
			}
			r.Set(q)
			e++
		}
		if e > 0 {
			fs = append(fs, primePower{bp, e})
		}
	}
	if r.Cmp(big.NewInt(1)) > 0 {
		lim := big.NewInt(trialBound)
		lim.Mul(lim, lim)
		if r.Cmp(lim) >= 0 && !(r.BitLen() <= 64 && r.ProbablyPrime(0)) {
			return nil, fmt.Sprintf("its cofactor %s is not proven prime", r)
		}
		fs = append(fs, primePower{r, 1})
	}
	return fs, ""
}

// divisors lists the positive divisors from the factorisation.
func divisors(fs []primePower) ([]*big.Int, bool) {
	count := 1
	for _, f := range fs {
		count *= f.e + 1
		if count > maxDivisors {
			return nil, false
		}
	}
	ds := []*big.Int{big.NewInt(1)}
	for _, f := range fs {
		var next []*big.Int
		for _, d := range ds {
			pk := new(big.Int).Set(d)
			for k := 0; k <= f.e; k++ {
				next = append(next, new(big.Int).Set(pk))
				pk.Mul(pk, f.p)
			}
		}
		ds = next
	}
	return ds, true
}

// divisorQuantity is the number, the sum or the product of the positive
// divisors of n kept by the filter.
func divisorQuantity(_ *decide.Checker, q intphrase.Question, n *big.Int) (*big.Rat, string) {
	src := statement.Clip(q.Src, 30)
	if n.Sign() <= 0 {
		return nil, fmt.Sprintf("%s is not positive", src)
	}
	fs, why := factor(n)
	if why != "" {
		return nil, fmt.Sprintf("%s is not factored: %s", src, why)
	}
	ds, ok := divisors(fs)
	if !ok {
		return nil, fmt.Sprintf("%s has more than %d divisors", src, maxDivisors)
	}
	switch q.Kind {
	case intphrase.DivisorReciprocalSum, intphrase.LargestSquareDivisor, intphrase.PowerDivisorCount, intphrase.TwoDigitDivisorSum:
		return divisorSelection(q, n, fs, ds)
	}
	count, sum, prod := 0, new(big.Int), big.NewInt(1)
	for _, d := range ds {
		switch {
		case q.Filter == "even" && d.Bit(0) != 0, q.Filter == "odd" && d.Bit(0) == 0, q.Filter == "proper" && d.Cmp(n) == 0:
			continue
		}
		count++
		sum.Add(sum, d)
		if q.Kind == intphrase.DivisorProduct {
			prod.Mul(prod, d)
			if prod.BitLen() > maxProductBits {
				return nil, "the product of the divisors is too large"
			}
		}
	}
	which := "positive divisors"
	if q.Filter != "" {
		which = q.Filter + " positive divisors"
		if q.Filter == "proper" {
			which = "proper divisors (positive, less than the number)"
		}
	}
	how := fmt.Sprintf("%s = %s (trial division to %d); its %s", src, showFactors(fs), trialBound, which)
	switch q.Kind {
	case intphrase.DivisorCount:
		return big.NewRat(int64(count), 1), fmt.Sprintf("%s number %d", how, count)
	case intphrase.DivisorSum:
		return new(big.Rat).SetInt(sum), fmt.Sprintf("%s sum to %s", how, sum)
	}
	return new(big.Rat).SetInt(prod), fmt.Sprintf("%s have the product %s", how, statement.Clip(prod.String(), 40))
}

func showFactors(fs []primePower) string {
	if len(fs) == 0 {
		return "1"
	}
	s := ""
	for i, f := range fs {
		if i > 0 {
			s += "·"
		}
		s += f.p.String()
		if f.e > 1 {
			s += fmt.Sprintf("^%d", f.e)
		}
	}
	return s
}

// primeQuantity is the quantity asked of the prime factors of n > 1.
func primeQuantity(q intphrase.Question, n *big.Int) (*big.Rat, string) {
	src := statement.Clip(q.Src, 30)
	if n.Cmp(big.NewInt(2)) < 0 {
		return nil, fmt.Sprintf("%s is not an integer above 1", src)
	}
	if q.Kind == intphrase.PrimeExponent {
		p := big.NewInt(q.K)
		if q.K < 2 || !p.ProbablyPrime(0) {
			return nil, fmt.Sprintf("%d is not a prime", q.K)
		}
		r, m, e := new(big.Int).Set(n), new(big.Int), int64(0)
		for {
			qq, mm := new(big.Int).QuoRem(r, p, m)
			if mm.Sign() != 0 {
				break
			}
			r = qq
			e++
		}
		return big.NewRat(e, 1), fmt.Sprintf("%s is divisible by %d^%d and not by %d^%d, exactly", src, q.K, e, q.K, e+1)
	}
	fs, why := factor(n)
	if why != "" {
		return nil, fmt.Sprintf("%s is not factored: %s", src, why)
	}
	how := fmt.Sprintf("%s = %s (trial division to %d)", src, showFactors(fs), trialBound)
	lo, hi := fs[0].p, fs[len(fs)-1].p
	switch q.Kind {
	case intphrase.PrimeCount:
		return big.NewRat(int64(len(fs)), 1), fmt.Sprintf("%s: %d distinct prime factors", how, len(fs))
	case intphrase.LargestPrime:
		return new(big.Rat).SetInt(hi), fmt.Sprintf("%s: its largest prime factor is %s", how, hi)
	case intphrase.PrimeSum:
		t := new(big.Int)
		for _, f := range fs {
			t.Add(t, f.p)
		}
		return new(big.Rat).SetInt(t), fmt.Sprintf("%s: its distinct prime factors sum to %s", how, t)
	case intphrase.PrimeExtremeSum:
		if len(fs) < 2 {
			return nil, how + ": one prime factor"
		}
		s := new(big.Int).Add(lo, hi)
		return new(big.Rat).SetInt(s), fmt.Sprintf("%s: %s + %s = %s", how, hi, lo, s)
	case intphrase.PrimeExtremeDiff:
		if len(fs) < 2 {
			return nil, how + ": one prime factor"
		}
		d := new(big.Int).Sub(hi, lo)
		return new(big.Rat).SetInt(d), fmt.Sprintf("%s: %s - %s = %s", how, hi, lo, d)
	}
	if len(fs) < 2 {
		return nil, how + ": one prime factor"
	}
	next := fs[len(fs)-2].p
	d := new(big.Int).Sub(hi, next)
	return new(big.Rat).SetInt(d), fmt.Sprintf("%s: %s - %s = %s", how, hi, next, d)
}

// isPower: d = m^k for an integer m, from d's factorisation in fs.
func isPower(d *big.Int, fs []primePower, k int) bool {
	r := new(big.Int).Set(d)
	m := new(big.Int)
	for _, f := range fs {
		e := 0
		for {
			q, rem := new(big.Int).QuoRem(r, f.p, m)
			if rem.Sign() != 0 {
				break
			}
			r = q
			e++
		}
		if e%k != 0 {
			return false
		}
	}
	return r.Cmp(big.NewInt(1)) == 0
}

// divisorSelection is a quantity of some positive divisors of n: the
// sum of all their reciprocals (Filter applied), the largest square, the
// number of perfect K-th powers, the sum of the two-digit ones.
func divisorSelection(q intphrase.Question, n *big.Int, fs []primePower, ds []*big.Int) (*big.Rat, string) {
	how := fmt.Sprintf("%s = %s (trial division to %d)", statement.Clip(q.Src, 30), showFactors(fs), trialBound)
	switch q.Kind {
	case intphrase.DivisorReciprocalSum:
		t := new(big.Rat)
		for _, d := range ds {
			switch {
			case q.Filter == "even" && d.Bit(0) != 0, q.Filter == "odd" && d.Bit(0) == 0, q.Filter == "proper" && d.Cmp(n) == 0:
				continue
			}
			t.Add(t, new(big.Rat).SetFrac(big.NewInt(1), d))
		}
		return t, fmt.Sprintf("%s: the reciprocals of its positive divisors sum to %s", how, t.RatString())
	case intphrase.LargestSquareDivisor:
		best := big.NewInt(1)
		for _, d := range ds {
			if isPower(d, fs, 2) && d.Cmp(best) > 0 {
				best = d
			}
		}
		return new(big.Rat).SetInt(best), fmt.Sprintf("%s: its largest square divisor is %s", how, best)
	case intphrase.PowerDivisorCount:
		k := int(q.K)
		if k < 2 {
			return nil, "the power is not read"
		}
		c := 0
		for _, d := range ds {
			if isPower(d, fs, k) {
				c++
			}
		}
		return big.NewRat(int64(c), 1), fmt.Sprintf("%s: %d of its positive divisors are perfect %s (1 among them)", how, c, map[int]string{2: "squares", 3: "cubes"}[k])
	}
	t := new(big.Int)
	var list []string
	for _, d := range ds {
		if d.Cmp(big.NewInt(10)) >= 0 && d.Cmp(big.NewInt(99)) <= 0 {
			t.Add(t, d)
			list = append(list, d.String())
		}
	}
	return new(big.Rat).SetInt(t), fmt.Sprintf("%s: its two-digit divisors %s sum to %s", how, strings.Join(list, ", "), t)
}
