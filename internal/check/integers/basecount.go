package integers

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/basecount"
)

// Issue 42 (OlympiadBench): the number of bases b ≥ 2 in which a positive
// integer N has exactly K ≥ 2 digits, b^(K−1) ≤ N < b^K (statement/basecount).
// For b > N the integer has one digit, so the bases 2 … N (at most
// maxBaseCount) are tried one by one, exactly; base 1 is no positional
// base and is left out (N = K, which it would count, is undecided). The answer must be an integer in digits; one that
// differs is refuted.

const maxBaseCount = 1_000_000

// CheckBaseCount checks the number of bases in which an integer has K
// digits; ok is false when the statement is not of basecount's shape.
func CheckBaseCount(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := basecount.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := "the bases in which an integer has K digits"
	n, why := (&checker{c}).positiveInt(q.N)
	if why != "" {
		return decide.Undecided(kind, "%s (%s)", why, shape), true
	}
	if n.Cmp(big.NewInt(maxBaseCount)) > 0 || n.Cmp(big.NewInt(2)) < 0 {
		return decide.Undecided(kind, "%s is not from 2 to %d (%s)", n, maxBaseCount, shape), true
	}
	if n.Cmp(big.NewInt(int64(q.K))) == 0 {
		// N would have N digits in base 1 (tallies): the count depends on
		// whether base 1 is a base.
		return decide.Undecided(kind, "%s has %d digits in base 1 too (%s)", n, q.K, shape), true
	}
	count := int64(0)
	k := big.NewInt(int64(q.K))
	for b := int64(2); b <= n.Int64(); b++ {
		bb := big.NewInt(b)
		lo := new(big.Int).Exp(bb, new(big.Int).Sub(k, big.NewInt(1)), nil)
		hi := new(big.Int).Exp(bb, k, nil)
		if lo.Cmp(n) <= 0 && n.Cmp(hi) < 0 {
			count++
		}
	}
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return decide.Undecided(kind, "the answer %q is not an integer written in digits (%s)", statement.Clip(answerSrc, 30), shape), true
	}
	text := fmt.Sprintf("the bases b from 2 to %s with b^%d ≤ %s < b^%d (above %s, one digit), tried exactly,", n, q.K-1, n, q.K, n)
	return decide.CountVerdict(kind, text, "are", count, got, shape, "the bases"), true
}
