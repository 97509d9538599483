package integers

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// checkDecimalDigit is CheckDecimalDigit on this package's checker.
func (c *checker) checkDecimalDigit(problem, answerSrc string) (decide.Result, bool) {
	d, ok := statement.ReadDecimalDigit(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return decide.Undecided(kind, "the statement asks for a digit, and the answer is not one formula"), true
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	got, exact := av.Exact()
	if !exact || !got.IsInt() {
		return decide.Undecided(kind, "the answer is not an integer"), true
	}
	want := int64(d.Digit() - '0')
	pre := "no digits"
	if d.Pre != "" {
		pre = "the digits " + d.Pre
	}
	what := "after the point the decimal has " + pre + ", then the period " + d.Period + " repeated, so its digit at that position is "
	if got.Num().Int64() != want || !got.Num().IsInt64() {
		return decide.Refute(kind, "%s%d, not %s (position %d; the statement %s)", what, want, got.RatString(), d.N, statement.DecimalDigitShape), true
	}
	return decide.Confirm(kind, "%s%d (position %d), equal to the answer (the statement %s)", what, want, d.N, statement.DecimalDigitShape), true
}

// Issue 25 (Gaokao): the Nth digit after the point of a repeating decimal
// (statement.ReadDecimalDigit), read off the digits as written; the
// answer must be that digit, a bare integer.
func CheckDecimalDigit(c *decide.Checker, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkDecimalDigit(problem, answerSrc)
}
