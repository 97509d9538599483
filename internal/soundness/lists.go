package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/lists"
)

// Issue 42: mutations of the number of terms of a list "a, b, c, …, z"
// (lists.ReadListCount). The count is replaced by the slips of counting a
// list: the number of steps (last − first)/d without the first term, and
// the count with the step misread as the list's first difference doubled
// or halved (when that still lands on the last term). Each is emitted
// only when it differs from the answer as an integer.

// ListSpan is the mutation type of a list's count.
const ListSpan = "list-span" // (last − first)/d, or the count with another step

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, ListSpan) }

// listCounts adds the list-span mutants.
func (g *gen) listCounts(problem string) {
	l, ok := lists.ReadListCount(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	span := new(big.Rat).Sub(l.Last, l.First)
	var cands []*big.Rat
	cands = append(cands, new(big.Rat).Quo(span, l.Step))
	for _, f := range []*big.Rat{big.NewRat(2, 1), big.NewRat(1, 2)} {
		k := new(big.Rat).Quo(span, new(big.Rat).Mul(l.Step, f))
		if k.IsInt() {
			cands = append(cands, k.Add(k, big.NewRat(1, 1)))
		}
	}
	for _, w := range cands {
		if w.Cmp(ans) != 0 {
			g.emit(ListSpan, algebra.RatExpr(w))
		}
	}
}
