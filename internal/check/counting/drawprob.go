package counting

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/drawprob"
)

// maxDrawOutcomes bounds the outcomes enumerated by CheckDrawProb.
const maxDrawOutcomes = 100000

// CheckDrawProb decides a probability of a random draw read by
// drawprob.Read (issue 42, Gaokao): the equally likely outcomes are
// enumerated (the n people of a group; the n^k choices of k people; the
// C(n, 2) pairs of a group of two kinds), the favourable ones counted, and
// the ratio compared exactly with the answer (one exact rational; 0.25 is
// 1/4). More than maxDrawOutcomes outcomes: undecided. The evidence is the
// closed formula of the ratio (m/n, n!/((n−k)!·n^k), m₁m₂/C(n, 2)).
func CheckDrawProb(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := drawprob.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	fav, total, formula, how := drawCount(q)
	if total == 0 {
		return decide.Undecided(kind, "%s: more than %d outcomes, not enumerated", drawprob.Shape, maxDrawOutcomes), true
	}
	want := big.NewRat(fav, total)
	got, bad := c.OneExactAnswer(answerSrc, kind, drawprob.Shape, "")
	if bad != nil {
		return *bad, true
	}
	how = fmt.Sprintf("%s: %d favourable of %d equally likely outcomes (%s), the probability %s", drawprob.Shape, fav, total, how, want.RatString())
	var r decide.Result
	if got.Cmp(want) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, got.RatString())
		r.Recomputed, r.RecomputedDiffers = want.RatString(), true
		return r, true
	}
	r = decide.Confirm(kind, "%s, equal to the answer", how)
	a, _ := statement.ReadAnswer(answerSrc) // read by OneExactAnswer: one item
	f, err := latex.ParseExpr(formula)
	if err != nil {
		return decide.WithExactEvidence(r, "the probability", want, a.Items[0].E), true
	}
	r.Evidence = []decide.Comparison{{What: "the probability as a closed formula", Left: f, Right: a.Items[0].E, Want: record.WantEqual}}
	return r, true
}

// drawCount enumerates the outcomes: favourable, total (0 when too
// many), the closed formula and how it was counted.
func drawCount(q drawprob.Question) (fav, total int64, formula, how string) {
	switch q.Kind {
	case drawprob.One:
		for i := 0; i < q.N; i++ { // person i has the property when i < M
			total++
			if i < q.M {
				fav++
			}
		}
		return fav, total, fmt.Sprintf(`\frac{%d}{%d}`, q.M, q.N), fmt.Sprintf("one of %d drawn, %d with the property", q.N, q.M)
	case drawprob.Distinct:
		all := int64(1)
		for range q.K {
			all *= int64(q.N)
			if all > maxDrawOutcomes {
				return 0, 0, "", ""
			}
		}
		choice := make([]int, q.K)
		for t := int64(0); t < all; t++ {
			x := t
			for j := range choice {
				choice[j] = int(x % int64(q.N))
				x /= int64(q.N)
			}
			total++
			if allDifferent(choice) {
				fav++
			}
		}
		return fav, total, fmt.Sprintf(`\frac{%d!}{%d!\cdot %d^{%d}}`, q.N, q.N-q.K, q.N, q.K), fmt.Sprintf("%d choices of one of %d, enumerated", q.K, q.N)
	case drawprob.Mixed:
		n := q.M1 + q.M2
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ { // member i is of the first kind when i < M1
				total++
				if (i < q.M1) != (j < q.M1) {
					fav++
				}
			}
		}
		return fav, total, fmt.Sprintf(`\frac{%d\cdot %d}{\binom{%d}{2}}`, q.M1, q.M2, n), fmt.Sprintf("the pairs of %d + %d, enumerated", q.M1, q.M2)
	}
	return 0, 0, "", ""
}

func allDifferent(xs []int) bool {
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			if xs[i] == xs[j] {
				return false
			}
		}
	}
	return true
}
