package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/groupchoice"
)

// maxSplits bounds the splits of K among the groups tried.
const maxSplits = 1000000

// CheckGroupChoice checks the number of ways to choose K members of
// groups of distinct members, the numbers from each group obeying a
// condition: the sum over every split (j_1, …, j_m) of K that obeys it of
// C(n_1, j_1)·…·C(n_m, j_m); ok is false when the statement does not ask
// for it.
func CheckGroupChoice(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := groupchoice.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	splits := int64(1)
	for _, n := range q.Sizes {
		if n < 0 || n > 1000 {
			return decide.Undecided(kind, "%s: a group of %d is not one leg 1 reads", q.Shape, n), true
		}
		splits *= int64(n + 1)
		if splits > maxSplits {
			return decide.Undecided(kind, "%s: more splits of K among the groups than leg 1 tries", q.Shape), true
		}
	}
	if q.K < 0 || len(q.Sizes) == 0 {
		return decide.Undecided(kind, "%s: K = %d is not a choice leg 1 counts", q.Shape, q.K), true
	}
	want := new(big.Int)
	j := make([]int, len(q.Sizes))
	var walk func(i, left int)
	walk = func(i, left int) {
		if i == len(j)-1 {
			if left > q.Sizes[i] {
				return
			}
			j[i] = left
			if q.Cond(j) {
				t := big.NewInt(1)
				for g, n := range q.Sizes {
					t.Mul(t, new(big.Int).Binomial(int64(n), int64(j[g])))
				}
				want.Add(want, t)
			}
			return
		}
		for x := 0; x <= q.Sizes[i] && x <= left; x++ {
			j[i] = x
			walk(i+1, left-x)
		}
	}
	walk(0, q.K)
	how := fmt.Sprintf("%s: %d chosen from groups of %v, the sum over the splits that obey the condition of the products of binomial coefficients, %s ways", q.Shape, q.K, q.Sizes, want)
	got, ok := statement.AnswerInteger(answerSrc)
	if !ok {
		return decide.Undecided(kind, "%s; the answer %q is not an integer written in digits", how, statement.Clip(answerSrc, 30)), true
	}
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got)
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	return withExact(r, fmt.Sprintf("the ways to choose %d from groups of %v", q.K, q.Sizes), want, got), true
}
