package integers

import (
	"fmt"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/diffsq"
)

// Issue 42 (OlympiadBench, MATH Number Theory): the integers n ≥ 1 of a
// range (at most 20,000) that are, or are not, a² − b² for integers a, b
// (statement/diffsq). n = a² − b² with |a| > |b| ≥ 0 exactly when n = d·e
// with d = |a| − |b|, e = |a| + |b|, 1 ≤ d ≤ e of the same parity; the
// divisors d ≤ √n of each n are tried, so the count is exact. The answer
// must be an integer in digits; one that differs is refuted.

// CheckDiffSquares checks a count of differences of two squares; ok is
// false when the statement is not of diffsq's shapes.
func CheckDiffSquares(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := diffsq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := "the integers of a range that are differences of two squares"
	var count int64
	for n := q.Lo; n <= q.Hi; n++ {
		if isDiffSquares(n) != q.Not {
			count++
		}
	}
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return decide.Undecided(kind, "the answer %q is not an integer written in digits (%s)", statement.Clip(answerSrc, 30), shape), true
	}
	what := "are"
	if q.Not {
		what = "are not"
	}
	text := fmt.Sprintf("the n of [%d, %d] that %s d·e with d ≤ e of one parity (a² − b² = (a − b)(a + b)), each tried exactly,", q.Lo, q.Hi, what)
	return decide.CountVerdict(kind, text, "number", count, got, shape, "the integers"), true
}

// isDiffSquares reports n = d·e with 1 ≤ d ≤ e, d ≡ e (mod 2), n ≥ 1.
func isDiffSquares(n int64) bool {
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 && (n/d-d)%2 == 0 {
			return true
		}
	}
	return false
}
