package sequences

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkArithTermCount is CheckArithTermCount on this package's checker.
func (c *checker) checkArithTermCount(problem, answerSrc string) (decide.Result, bool) {
	a, l, s, ok := statement.ReadArithTermCount(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	n, ok := algebra.ArithTermCount(a, l, s)
	if !ok {
		return decide.Undecided(kind, "no single number of terms: first term %s, last term %s and sum %s give no positive integer 2S/(A+L)", a.RatString(), l.RatString(), s.RatString()), true
	}
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return decide.Undecided(kind, "the statement asks for a number of terms, and the answer is not one formula"), true
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	got, exact := av.Exact()
	if !exact {
		return decide.Undecided(kind, "the answer's value is not exact"), true
	}
	what := "an arithmetic sequence with first term " + a.RatString() + ", last term " + l.RatString() + " and sum " + s.RatString() + " has n terms with n(A+L)/2 = S, so n = 2S/(A+L) = "
	if got.Cmp(new(big.Rat).SetInt64(n)) != 0 {
		return decide.Refute(kind, "%s%d exactly, not %s (the statement %s)", what, n, got.RatString(), statement.ArithTermCountShape), true
	}
	return decide.Confirm(kind, "%s%d exactly, equal to the answer (the statement %s)", what, n, statement.ArithTermCountShape), true
}

// Issue 25 (OlympiadBench): the number of terms of an arithmetic sequence
// given its first term, last term and sum (statement.ReadArithTermCount):
// n = 2S/(A+L) exactly (algebra.ArithTermCount); the answer must be that
// integer.
func CheckArithTermCount(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkArithTermCount(problem, answerSrc)
}
