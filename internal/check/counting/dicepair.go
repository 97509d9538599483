package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/dicepair"
)

// CheckDicePair checks the probability of an event of the two numbers
// shown by two fair dice with N faces numbered 1 to N (statement/dicepair
// reads it): the N² equally likely ordered outcomes are tried one by one,
// the event decided exactly on integers, and the probability is the
// count over N². An answer that differs is left undecided, never refuted
// (the wording may mean unordered outcomes or another event); ok is false
// when the statement does not ask for it.
func CheckDicePair(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := dicepair.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	holds, ok := diceEvent(q.Event)
	if !ok {
		return decide.Undecided(kind, "the event %q is not read", q.Event.Text), true
	}
	count := 0
	for a := 1; a <= q.Sides; a++ {
		for b := 1; b <= q.Sides; b++ {
			if holds(a, b) {
				count++
			}
		}
	}
	want := big.NewRat(int64(count), int64(q.Sides*q.Sides))
	how := fmt.Sprintf("two fair dice numbered 1 to %d: of the %d ordered outcomes, tried one by one, %d satisfy %q; the probability is %d/%d = %s",
		q.Sides, q.Sides*q.Sides, count, q.Event.Text, count, q.Sides*q.Sides, want.RatString())
	got, bad := c.OneExactAnswer(answerSrc, kind, "the probability of an event of two dice", "")
	if bad != nil {
		return decide.Undecided(kind, "%s; %s", how, bad.Note), true
	}
	if got.Cmp(want) != 0 {
		return decide.Undecided(kind, "%s, not %s", how, got.RatString()), true
	}
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = []decide.Comparison{{What: fmt.Sprintf("the favourable outcomes over the %d outcomes of two dice, exact values", q.Sides*q.Sides),
		Left: ratE(big.NewRat(int64(count), 1)), Right: ratE(new(big.Rat).Mul(got, big.NewRat(int64(q.Sides*q.Sides), 1))), Want: record.WantEqual}}
	return r, true
}

// diceEvent is the event's test on the two numbers.
func diceEvent(e dicepair.Event) (func(a, b int) bool, bool) {
	switch e.Of {
	case "one":
		return func(a, b int) bool { return a == e.K || b == e.K }, true
	case "coprime":
		return func(a, b int) bool { return gcd(a, b) == 1 }, true
	case "same":
		return func(a, b int) bool { return a == b }, true
	case "noprime":
		return func(a, b int) bool { return !isPrime(a) && !isPrime(b) }, true
	case "prodsum":
		return func(a, b int) bool { return a*b > a+b }, true
	case "each":
		f, ok1 := dieCond(e.First)
		g, ok2 := dieCond(e.Second)
		return func(a, b int) bool { return f(a) && g(b) }, ok1 && ok2
	}
	var of func(a, b int) int
	switch e.Of {
	case "sum":
		of = func(a, b int) int { return a + b }
	case "product":
		of = func(a, b int) int { return a * b }
	case "difference":
		of = func(a, b int) int { return max(a-b, b-a) }
	default:
		return nil, false
	}
	var pred func(v int) bool
	switch e.Pred {
	case "eq":
		pred = func(v int) bool { return v == e.K }
	case "mult":
		if e.K < 1 {
			return nil, false
		}
		pred = func(v int) bool { return v%e.K == 0 }
	case "lt":
		pred = func(v int) bool { return v < e.K }
	case "gt":
		pred = func(v int) bool { return v > e.K }
	case "between":
		pred = func(v int) bool { return e.K <= v && v <= e.K2 }
	case "prime":
		pred = isPrime
	case "square":
		pred = isSquare
	case "odd":
		pred = func(v int) bool { return v%2 == 1 }
	case "even":
		pred = func(v int) bool { return v%2 == 0 }
	default:
		return nil, false
	}
	return func(a, b int) bool { return pred(of(a, b)) }, true
}

// dieCond is a condition on one die's number.
func dieCond(c dicepair.Cond) (func(int) bool, bool) {
	switch c.Pred {
	case "eq":
		return func(v int) bool { return v == c.K }, true
	case "lt":
		return func(v int) bool { return v < c.K }, true
	case "gt":
		return func(v int) bool { return v > c.K }, true
	case "odd":
		return func(v int) bool { return v%2 == 1 }, true
	case "even":
		return func(v int) bool { return v%2 == 0 }, true
	case "prime":
		return isPrime, true
	case "square":
		return isSquare, true
	}
	return nil, false
}

func isSquare(v int) bool {
	r := 0
	for r*r < v {
		r++
	}
	return r*r == v
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}
