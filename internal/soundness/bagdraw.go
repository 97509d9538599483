package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/counting"
	"github.com/dgnpipe/dgnpipe/internal/statement/bagdraw"
)

// Issue 42, an event of things drawn from a bag by colour
// (statement/bagdraw): the answer is mutated to its complement and to the
// probability of the same event with the replacement read the other way:
// what a misread event or draw would give.
const BagSlip = "bag-slip"

func init() { registerFamily(BagSlip, (*gen).bagSlips) }

func (g *gen) bagSlips(problem, _ string) {
	q, ok := bagdraw.Read(problem)
	if !ok || q.K < 1 || q.K > 5 {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	var items []int
	for i, n := range q.Counts {
		for j := 0; j < n; j++ {
			items = append(items, i)
		}
	}
	if len(items) > 30 || q.K > len(items) {
		return
	}
	good, total := counting.BagOdds(q, items, !q.Replace)
	for _, v := range []*big.Rat{new(big.Rat).Sub(big.NewRat(1, 1), ans), big.NewRat(good, total)} {
		if v.Sign() > 0 && v.Cmp(ans) != 0 {
			g.emit(BagSlip, algebra.RatExpr(v))
		}
	}
}
