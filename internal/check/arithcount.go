package check

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (OlympiadBench): the number of terms of an arithmetic sequence
// given its first term, last term and sum (statement.ReadArithTermCount):
// n = 2S/(A+L) exactly (algebra.ArithTermCount); the answer must be that
// integer.
func (c *checker) checkArithTermCount(problem, answerSrc string) (Result, bool) {
	a, l, s, ok := statement.ReadArithTermCount(problem)
	if !ok {
		return Result{}, false
	}
	kind := statement.KindValue
	n, ok := algebra.ArithTermCount(a, l, s)
	if !ok {
		return undecided(kind, "no single number of terms: first term %s, last term %s and sum %s give no positive integer 2S/(A+L)", a.RatString(), l.RatString(), s.RatString()), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return undecided(kind, "the statement asks for a number of terms, and the answer is not one formula"), true
	}
	av, err := c.eval(ans.Items[0].E, nil)
	if err != nil {
		return undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	got, exact := av.Exact()
	if !exact {
		return undecided(kind, "the answer's value is not exact"), true
	}
	what := "an arithmetic sequence with first term " + a.RatString() + ", last term " + l.RatString() + " and sum " + s.RatString() + " has n terms with n(A+L)/2 = S, so n = 2S/(A+L) = "
	if got.Cmp(new(big.Rat).SetInt64(n)) != 0 {
		return refute(kind, "%s%d exactly, not %s (the statement %s)", what, n, got.RatString(), statement.ArithTermCountShape), true
	}
	return confirm(kind, "%s%d exactly, equal to the answer (the statement %s)", what, n, statement.ArithTermCountShape), true
}
