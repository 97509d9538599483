package intphrase

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/intphrase"
)

// maxPrimeRange bounds the integers tried for primality.
const maxPrimeRange = 200_000

func prime(v int64) bool {
	if v < 2 {
		return false
	}
	for p := int64(2); p*p <= v; p++ {
		if v%p == 0 {
			return false
		}
	}
	return true
}

// checkRange is CheckPhrase on a quantity of the integers of a range
// written in words, every integer tried by trial division.
func checkRange(c *decide.Checker, q intphrase.RangeQuestion, answerSrc string) decide.Result {
	kind := statement.KindValue
	var want int64
	var how string
	switch q.Kind {
	case intphrase.RangePrimeSum:
		if q.Hi > maxPrimeRange {
			return decide.Undecided(kind, "the primes up to %d are not listed", q.Hi)
		}
		n := 0
		for v := q.Lo; v <= q.Hi; v++ {
			if prime(v) {
				want += v
				n++
			}
		}
		how = fmt.Sprintf("the %d primes of [%d, %d] sum to %d (every integer tried by trial division)", n, q.Lo, q.Hi, want)
	case intphrase.FirstPrimesSum:
		k, last := int64(0), int64(0)
		for v := int64(2); k < q.N && v <= maxPrimeRange; v++ {
			if prime(v) {
				want += v
				k++
				last = v
			}
		}
		if k < q.N {
			return decide.Undecided(kind, "the first %d primes are not listed", q.N)
		}
		how = fmt.Sprintf("the first %d primes (2 to %d) sum to %d", q.N, last, want)
	case intphrase.NthOdd:
		want = 2*q.N - 1
		how = fmt.Sprintf("the %d-th odd positive integer is 2·%d − 1 = %d", q.N, q.N, want)
	case intphrase.MultipleCount:
		lo, hi := pow10(q.Lo-1).Int64(), pow10(q.Lo).Int64()-1
		want = hi/q.N - (lo-1)/q.N
		how = fmt.Sprintf("the multiples of %d in [%d, %d] number ⌊%d/%d⌋ − ⌊%d/%d⌋ = %d", q.N, lo, hi, hi, q.N, lo-1, q.N, want)
	case intphrase.MultipleMean:
		lo, hi := pow10(q.Lo-1).Int64(), pow10(q.Lo).Int64()-1
		first, last := (lo+q.N-1)/q.N*q.N, hi/q.N*q.N
		if first > last {
			return decide.Undecided(kind, "no multiple of %d has %d digits", q.N, q.Lo)
		}
		mean := big.NewRat(first+last, 2)
		how = fmt.Sprintf("the multiples of %d in [%d, %d] run from %d to %d by %d: their mean is (%d + %d)/2 = %s", q.N, lo, hi, first, last, q.N, first, last, mean.RatString())
		return verdict(c, kind, mean, how, answerSrc, "")
	default:
		v, h, ok := rangeValue(q)
		if !ok {
			return decide.Undecided(kind, "%s", h)
		}
		want, how = v, h
	}
	return verdict(c, kind, big.NewRat(want, 1), how, answerSrc, "")
}

// rangeValue is the divisors of N among [Lo, Hi], the lcm of [Lo, Hi],
// the multiple of Lo or the square nearest to N (none where two tie).
func rangeValue(q intphrase.RangeQuestion) (int64, string, bool) {
	switch q.Kind {
	case intphrase.DivisorsInRange:
		var ds []string
		for k := q.Lo; k <= q.Hi; k++ {
			if q.N%k == 0 {
				ds = append(ds, fmt.Sprint(k))
			}
		}
		return int64(len(ds)), fmt.Sprintf("of %d..%d, %d divide %d: %v", q.Lo, q.Hi, len(ds), q.N, ds), true
	case intphrase.LcmRange:
		l := big.NewInt(1)
		for k := q.Lo; k <= q.Hi; k++ {
			bk := big.NewInt(k)
			g := new(big.Int).GCD(nil, nil, l, bk)
			l.Mul(l, bk).Quo(l, g)
		}
		if !l.IsInt64() {
			return 0, "the lcm is too large", false
		}
		return l.Int64(), fmt.Sprintf("lcm(%d, …, %d) = %s, exactly", q.Lo, q.Hi, l), true
	case intphrase.NearestMultiple:
		k := q.Lo
		below := q.N / k * k
		above := below + k
		switch {
		case q.N-below < above-q.N:
			return below, fmt.Sprintf("%d lies between the multiples %d and %d of %d, nearer %d", q.N, below, above, k, below), true
		case q.N-below > above-q.N:
			return above, fmt.Sprintf("%d lies between the multiples %d and %d of %d, nearer %d", q.N, below, above, k, above), true
		}
		return 0, fmt.Sprintf("%d is halfway between the multiples %d and %d", q.N, below, above), false
	}
	r := int64(0)
	for (r+1)*(r+1) <= q.N {
		r++
	}
	lo, hi := r*r, (r+1)*(r+1)
	switch {
	case q.N-lo < hi-q.N:
		return lo, fmt.Sprintf("%d lies between the squares %d and %d, nearer %d", q.N, lo, hi, lo), true
	case q.N-lo > hi-q.N:
		return hi, fmt.Sprintf("%d lies between the squares %d and %d, nearer %d", q.N, lo, hi, hi), true
	}
	return 0, fmt.Sprintf("%d is halfway between the squares %d and %d", q.N, lo, hi), false
}
