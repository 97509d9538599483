package counting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/coinleast"
)

// Issue 42 (OlympiadBench): the least n for which n flips of a fair coin
// are all heads with probability 1/2^n (all one face: 2/2^n, the two
// faces' cases disjoint for n ≥ 1) below a bound (statement/coinleast).
// The bound is evaluated exactly to a positive rational (a percentage
// divided by 100); P(n) decreases with n, so the first n = 1, 2, … (at
// most maxCoinFlips) with P(n) < bound is the least. The answer must be an
// integer in digits; one that differs is refuted.

const maxCoinFlips = 4096

// CheckCoinLeast checks the least number of flips; ok is false when the
// statement is not of coinleast's shapes.
func CheckCoinLeast(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := coinleast.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	e, err := latex.ParseExpr(q.Bound)
	if err != nil {
		return decide.Undecided(kind, "the bound is not read (%s)", q.Shape), true
	}
	v, err := c.Eval(e, nil)
	if err != nil {
		return decide.Undecided(kind, "the bound cannot be evaluated (%s)", q.Shape), true
	}
	bound, exact := v.Exact()
	if !exact || bound.Sign() <= 0 {
		return decide.Undecided(kind, "the bound is not a positive exact number (%s)", q.Shape), true
	}
	if q.Percent {
		bound = new(big.Rat).Quo(bound, big.NewRat(100, 1))
	}
	num := int64(1)
	if q.Same {
		num = 2
	}
	least := int64(0)
	for n := int64(1); n <= maxCoinFlips; n++ {
		p := new(big.Rat).SetFrac(big.NewInt(num), new(big.Int).Lsh(big.NewInt(1), uint(n)))
		if p.Cmp(bound) < 0 {
			least = n
			break
		}
	}
	if least == 0 {
		return decide.Undecided(kind, "no n up to %d has a probability below %s (%s)", maxCoinFlips, bound.RatString(), q.Shape), true
	}
	a := strings.TrimSpace(answerSrc)
	a = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(a, "$"), "$"))
	got, ok := statement.AnswerInteger(a)
	if !ok {
		return decide.Undecided(kind, "the answer %q is not an integer written in digits (%s)", statement.Clip(answerSrc, 30), q.Shape), true
	}
	text := fmt.Sprintf("the probability %d/2^n decreases with n and is first below %s at n = %d (n = 1, 2, … tried exactly)", num, bound.RatString(), least)
	var res decide.Result
	if got.Cmp(big.NewInt(least)) != 0 {
		res = decide.Refute(kind, "%s, not %s (%s)", text, got, q.Shape)
	} else {
		res = decide.Confirm(kind, "%s, equal to the answer (%s)", text, q.Shape)
	}
	res.Evidence = []decide.Comparison{{What: "the least number of flips against the answer, exact values",
		Left: decide.IntExpr(big.NewInt(least)), Right: decide.IntExpr(got), Want: record.WantEqual}}
	return res, true
}
