package counting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/multcount"
)

// Issue 42 (OlympiadBench, MATH): the integers of a range kept by being,
// or not being, multiples of given numbers (statement/multcount reads the
// shapes), counted one by one over the whole range (at most 10^7
// integers). "Between a and b" is counted both with and without its ends:
// the two counts must agree, else undecided. The answer must be an
// integer written in digits; one that differs is refuted.

// CheckMultCount checks a count of multiples in a range; ok is false
// when the statement is not of multcount's shapes.
func CheckMultCount(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := multcount.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	want := countMultiples(q, q.Lo, q.Hi)
	rangeText := fmt.Sprintf("[%d, %d]", q.Lo, q.Hi)
	if q.Between {
		if q.Hi-q.Lo < 2 {
			return decide.Undecided(kind, "the range between %d and %d is empty without its ends (%s)", q.Lo, q.Hi, q.Shape), true
		}
		if w2 := countMultiples(q, q.Lo+1, q.Hi-1); w2 != want {
			return decide.Undecided(kind, "the count is %d with the ends %d and %d, %d without: the reading of \"between\" decides it (%s)", want, q.Lo, q.Hi, w2, q.Shape), true
		}
		rangeText += fmt.Sprintf(" (the same without its ends)")
	}
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return decide.Undecided(kind, "the answer %q is not an integer written in digits (%s)", statement.Clip(answerSrc, 30), q.Shape), true
	}
	text := fmt.Sprintf("the integers n of %s with %s, counted one by one,", rangeText, predicateText(q))
	var r decide.Result
	if got.Cmp(big.NewInt(want)) != 0 {
		r = decide.Refute(kind, "%s are %d, not %s (%s)", text, want, got, q.Shape)
	} else {
		r = decide.Confirm(kind, "%s are %d, equal to the answer (%s)", text, want, q.Shape)
	}
	r.Evidence = []decide.Comparison{{What: "the count of the integers kept against the answer, exact values",
		Left: decide.IntExpr(big.NewInt(want)), Right: decide.IntExpr(got), Want: record.WantEqual}}
	return r, true
}

// countMultiples counts n in [lo, hi] kept by q's predicate.
func countMultiples(q multcount.Question, lo, hi int64) int64 {
	var count int64
	for n := lo; n <= hi; n++ {
		if multPart(q.Pos, q.PosAll, q.Xor, n, true) && !multPart(q.Neg, q.NegAll, false, n, false) {
			count++
		}
	}
	return count
}

// multPart is "n is a multiple of one (all, exactly one) of ks"; empty is
// the value given.
func multPart(ks []int64, all, xor bool, n int64, empty bool) bool {
	if len(ks) == 0 {
		return empty
	}
	hits := 0
	for _, k := range ks {
		if n%k == 0 {
			hits++
		}
	}
	switch {
	case xor:
		return hits == 1
	case all:
		return hits == len(ks)
	}
	return hits > 0
}

func predicateText(q multcount.Question) string {
	join := func(ks []int64, w string) string {
		var s []string
		for _, k := range ks {
			s = append(s, fmt.Sprint(k))
		}
		return strings.Join(s, w)
	}
	var parts []string
	switch {
	case len(q.Pos) == 0:
	case q.Xor:
		parts = append(parts, "k | n for exactly one k of "+join(q.Pos, ", "))
	case q.PosAll:
		parts = append(parts, "k | n for every k of "+join(q.Pos, ", "))
	default:
		parts = append(parts, "k | n for some k of "+join(q.Pos, ", "))
	}
	if len(q.Neg) > 0 {
		parts = append(parts, "k ∤ n for every k of "+join(q.Neg, ", "))
	}
	return strings.Join(parts, " and ")
}
