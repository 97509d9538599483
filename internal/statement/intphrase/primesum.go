package intphrase

import (
	"regexp"
	"strconv"
	"strings"
)

// RangeQuestion is a quantity of the integers of a range written in
// words (issue 42): "What is the sum of the prime numbers less than 10?",
// "What is the sum of the prime numbers between 10 and 20?", "Find the
// sum of the first 9 prime numbers.", "What is the 17th odd positive
// integer?", "How many positive multiples of nine are two-digit
// numbers?". Between excludes its ends, and is read only where the ends
// are not primes themselves (both readings then agree).
type RangeQuestion struct {
	Kind   RangeKind
	Lo, Hi int64 // the range (PrimeSum), the digits' count (MultipleCount)
	N      int64 // the count of first primes, the place of an odd integer, the multiple
}

// RangeKind is the quantity asked.
type RangeKind int

const (
	RangePrimeSum   RangeKind = iota + 1 // the sum of the primes of [Lo, Hi]
	FirstPrimesSum                       // the sum of the first N primes
	NthOdd                               // the N-th odd positive integer
	MultipleCount                        // the positive multiples of N with Lo digits
	DivisorsInRange                      // the integers of [Lo, Hi] dividing N
	LcmRange                             // the lcm of the integers of [Lo, Hi]
	NearestMultiple                      // the multiple of Lo nearest to N
	NearestSquare                        // the perfect square nearest to N
	MultipleMean                         // the mean of the positive multiples of N with Lo digits
)

var numberWords = map[string]int64{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13}

var (
	primeLessRe    = regexp.MustCompile(`^What is the sum of (?:all )?the prime numbers less than ([0-9]+)\?$`)
	primeBetweenRe = regexp.MustCompile(`^What is the sum of (?:all )?the prime numbers between ([0-9]+) and ([0-9]+)\?$`)
	firstPrimesRe  = regexp.MustCompile(`^(?:Find|What is) the sum of the first ([0-9]+) prime numbers` + end)
	nthOddRe       = regexp.MustCompile(`^What is the ` + ord + ` (?:odd positive|positive odd) integer\?$`)
	divInRangeRe   = regexp.MustCompile(`^How many of the ([a-z]+) integers ([0-9]+) through ([0-9]+) are divisors of the (?:[a-z]+-digit )?number ([0-9,]+)\?$`)
	divInDashRe    = regexp.MustCompile(`^How many integers ([0-9]+)-([0-9]+) are divisors of the (?:[a-z]+-digit )?number ([0-9,]+)\?$`)
	lcmRangeRe     = regexp.MustCompile(`^What is the smallest positive (?:number|integer) divisible by (?:the )?integers ([0-9]+) through ([0-9]+)\?$`)
	nearMultRe     = regexp.MustCompile(`^What multiple of ([0-9]+) is closest to ([0-9,]+)\?$`)
	nearSquareRe   = regexp.MustCompile(`^What perfect-square integer is closest to ([0-9,]+)\?$`)
	multMeanRe     = regexp.MustCompile(`^What is the arithmetic mean of all positive (two|three)-digit multiples of ([0-9]+)\?$`)
	multCountRe    = regexp.MustCompile(`^How many positive multiples of ([0-9]+|[a-z]+) are (two|three|four)-digit (?:numbers|integers)\?$`)
)

// ReadRange reads the statement; ok is false when it is not one of the
// shapes.
func ReadRange(problem string) (RangeQuestion, bool) {
	if len(problem) > 200 || !strings.Contains(problem, "prime") && !strings.Contains(problem, "odd") && !strings.Contains(problem, "multiple") &&
		!strings.Contains(problem, "divis") && !strings.Contains(problem, "closest") {
		return RangeQuestion{}, false
	}
	s := strings.Join(strings.Fields(problem), " ")
	n := func(t string) int64 {
		if v, ok := numberWords[t]; ok {
			return v
		}
		v, err := strconv.ParseInt(strings.ReplaceAll(t, ",", ""), 10, 64)
		if err != nil || v > 1_000_000 {
			return -1
		}
		return v
	}
	isPrime := func(v int64) bool {
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
	switch {
	case primeLessRe.MatchString(s):
		m := primeLessRe.FindStringSubmatch(s)
		if hi := n(m[1]); hi > 0 {
			return RangeQuestion{Kind: RangePrimeSum, Lo: 1, Hi: hi - 1}, true
		}
	case primeBetweenRe.MatchString(s):
		m := primeBetweenRe.FindStringSubmatch(s)
		lo, hi := n(m[1]), n(m[2])
		if lo >= 0 && hi > lo && !isPrime(lo) && !isPrime(hi) {
			return RangeQuestion{Kind: RangePrimeSum, Lo: lo, Hi: hi}, true
		}
	case firstPrimesRe.MatchString(s):
		m := firstPrimesRe.FindStringSubmatch(s)
		if k := n(m[1]); k > 0 && k <= 10_000 {
			return RangeQuestion{Kind: FirstPrimesSum, N: k}, true
		}
	case nthOddRe.MatchString(s):
		m := nthOddRe.FindStringSubmatch(s)
		if k := n(m[1]); k > 0 && commasOK(m[1]) {
			return RangeQuestion{Kind: NthOdd, N: k}, true
		}
	case divInRangeRe.MatchString(s):
		m := divInRangeRe.FindStringSubmatch(s)
		lo, hi, v := n(m[2]), n(m[3]), n(m[4])
		if lo >= 1 && hi >= lo && numberWords[m[1]] == hi-lo+1 && v > 0 && commasOK(m[4]) {
			return RangeQuestion{Kind: DivisorsInRange, Lo: lo, Hi: hi, N: v}, true
		}
	case divInDashRe.MatchString(s):
		m := divInDashRe.FindStringSubmatch(s)
		lo, hi, v := n(m[1]), n(m[2]), n(m[3])
		if lo >= 1 && hi >= lo && v > 0 && commasOK(m[3]) {
			return RangeQuestion{Kind: DivisorsInRange, Lo: lo, Hi: hi, N: v}, true
		}
	case lcmRangeRe.MatchString(s):
		m := lcmRangeRe.FindStringSubmatch(s)
		if lo, hi := n(m[1]), n(m[2]); lo >= 1 && hi >= lo && hi <= 100 {
			return RangeQuestion{Kind: LcmRange, Lo: lo, Hi: hi}, true
		}
	case nearMultRe.MatchString(s):
		m := nearMultRe.FindStringSubmatch(s)
		if k, v := n(m[1]), n(m[2]); k > 0 && v >= 0 && commasOK(m[2]) {
			return RangeQuestion{Kind: NearestMultiple, Lo: k, N: v}, true
		}
	case nearSquareRe.MatchString(s):
		m := nearSquareRe.FindStringSubmatch(s)
		if v := n(m[1]); v >= 0 && commasOK(m[1]) {
			return RangeQuestion{Kind: NearestSquare, N: v}, true
		}
	case multMeanRe.MatchString(s):
		m := multMeanRe.FindStringSubmatch(s)
		if k := n(m[2]); k > 0 {
			return RangeQuestion{Kind: MultipleMean, N: k, Lo: numberWords[m[1]]}, true
		}
	case multCountRe.MatchString(s):
		m := multCountRe.FindStringSubmatch(s)
		if k := n(m[1]); k > 0 {
			return RangeQuestion{Kind: MultipleCount, N: k, Lo: numberWords[m[2]]}, true
		}
	}
	return RangeQuestion{}, false
}
