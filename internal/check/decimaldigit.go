package check

import (
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 25 (Gaokao): the Nth digit after the point of a repeating decimal
// (statement.ReadDecimalDigit), read off the digits as written; the
// answer must be that digit, a bare integer.
func (c *checker) checkDecimalDigit(problem, answerSrc string) (Result, bool) {
	d, ok := statement.ReadDecimalDigit(problem)
	if !ok {
		return Result{}, false
	}
	kind := statement.KindValue
	ans, err := statement.ReadAnswer(answerSrc)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 {
		return undecided(kind, "the statement asks for a digit, and the answer is not one formula"), true
	}
	av, err := c.eval(ans.Items[0].E, nil)
	if err != nil {
		return undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	got, exact := av.Exact()
	if !exact || !got.IsInt() {
		return undecided(kind, "the answer is not an integer"), true
	}
	want := int64(d.Digit() - '0')
	pre := "no digits"
	if d.Pre != "" {
		pre = "the digits " + d.Pre
	}
	what := "after the point the decimal has " + pre + ", then the period " + d.Period + " repeated, so its digit at that position is "
	if got.Num().Int64() != want || !got.Num().IsInt64() {
		return refute(kind, "%s%d, not %s (position %d; the statement %s)", what, want, got.RatString(), d.N, statement.DecimalDigitShape), true
	}
	return confirm(kind, "%s%d (position %d), equal to the answer (the statement %s)", what, want, d.N, statement.DecimalDigitShape), true
}
