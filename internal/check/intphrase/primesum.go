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
	}
	return verdict(c, kind, big.NewRat(want, 1), how, answerSrc, "")
}
