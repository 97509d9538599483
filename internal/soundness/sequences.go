package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25, capability 3b: mutations of a sequence's term. Where the
// problem asks for a term a_n (or the sum of the first n terms) of a
// sequence statement.ReadSequence reads, the answer is replaced by the
// neighbouring term a_{n-1}, a_{n+1} (the sum of n-1, n+1 terms): the
// off-by-one of an index. Each mutant differs from the answer as a number.

// TermShift is the mutation type of a sequence's term.
const TermShift = "term-shift" // a_n as a_{n-1} and a_{n+1} (S_n as S_{n-1}, S_{n+1})

// sequenceTerms adds the term-shift mutants.
func (g *gen) sequenceTerms(problem string) {
	seq, ok := statement.ReadSequence(problem)
	if !ok || len(seq.Lin) > 0 || (seq.Ask != statement.SeqAskTerm && seq.Ask != statement.SeqAskSum) {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	idx := map[int]*big.Rat{}
	for _, t := range seq.Terms {
		tv, ok := g.p.constant(t.E)
		r, exact := tv.Exact()
		if !ok || !exact {
			return
		}
		idx[t.Index] = r
	}
	progs, why := algebra.FitProg(seq.Geometric, idx)
	if why != "" {
		return
	}
	for _, p := range progs {
		at := p.Term
		if seq.Ask == statement.SeqAskSum {
			at = p.Sum
		}
		for _, n := range []int{seq.N - 1, seq.N + 1} {
			w, err := at(int64(n))
			if err != nil || w.Cmp(ans) == 0 {
				continue
			}
			g.emit(TermShift, algebra.RatExpr(w))
		}
	}
}
