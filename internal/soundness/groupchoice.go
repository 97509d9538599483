package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement/groupchoice"
)

// Issue 42, K chosen from groups, a condition on how many of each
// (statement/groupchoice): the answer is mutated to the count with the
// condition dropped (C(N, K)), and to the counts of one more and one less
// chosen under the condition: what a count that forgets the condition or
// misreads K would give.
const GroupChoiceSlip = "group-choice-slip"

func init() { registerFamily(GroupChoiceSlip, (*gen).groupChoiceSlips) }

func (g *gen) groupChoiceSlips(problem, _ string) {
	q, ok := groupchoice.Read(problem)
	if !ok || q.K < 1 {
		return
	}
	n := 0
	for _, s := range q.Sizes {
		if s < 0 || s > 200 {
			return
		}
		n += s
	}
	if len(q.Sizes) > 4 {
		return
	}
	ans, neg := intAnswer(g.root)
	if ans == nil || neg {
		return
	}
	outs := []*big.Int{new(big.Int).Binomial(int64(n), int64(q.K)), groupWays(q, q.K+1), groupWays(q, q.K-1)}
	for _, v := range outs {
		if v.Sign() > 0 && v.Cmp(ans) != 0 {
			g.emit(GroupChoiceSlip, num(v.String()))
		}
	}
}

// groupWays counts the choices of k under the question's condition.
func groupWays(q groupchoice.Choice, k int) *big.Int {
	out := new(big.Int)
	j := make([]int, len(q.Sizes))
	var walk func(i, left int)
	walk = func(i, left int) {
		if i == len(j) {
			if left == 0 && q.Cond(j) {
				t := big.NewInt(1)
				for g, n := range q.Sizes {
					t.Mul(t, new(big.Int).Binomial(int64(n), int64(j[g])))
				}
				out.Add(out, t)
			}
			return
		}
		for x := 0; x <= q.Sizes[i] && x <= left; x++ {
			j[i] = x
			walk(i+1, left-x)
		}
	}
	if k >= 0 {
		walk(0, k)
	}
	return out
}
