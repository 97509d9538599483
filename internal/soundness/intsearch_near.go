package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (OlympiadBench), integer searches with a binomial
// coefficient or two equal divisor counts in a condition
// (internal/check/integers/intsearch_cond.go): the answer is mutated to
// the integers next to it and two steps away; the search proves the
// first integer from the near end, so each neighbour differs from it and
// none may be confirmed.
const SearchNearSlip = "search-near-slip"

func init() { registerFamily(SearchNearSlip, (*gen).searchNearSlips) }

func (g *gen) searchNearSlips(problem, _ string) {
	s, ok := statement.ReadIntSearch(problem)
	if !ok || s.Kind != statement.SearchInt || !searchNearFamily(s) {
		return
	}
	want, ok := g.exactAnswer()
	if !ok || !want.IsInt() {
		return
	}
	for _, d := range []int64{1, -1, 2, -2} {
		g.emit(SearchNearSlip, ratTree(new(big.Rat).Add(want, big.NewRat(d, 1))))
	}
}

// searchNearFamily says a condition is of the two kinds read for OlympiadBench.
func searchNearFamily(s statement.IntSearch) bool {
	for _, c := range s.Conds {
		if c.Op == statement.OpSameDivisors || c.Subj != nil && strings.Contains(c.SubjSrc, `\binom`) {
			return true
		}
	}
	return false
}
