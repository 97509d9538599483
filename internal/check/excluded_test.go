package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExcluded: the excluded values of a rational expression are the
// zeros of its divisors as written (issue 42, CollegeMath); "0,2" is read
// as a list where the decimal reading is refuted; an answer with a letter
// or one more word: undecided.
func TestExcluded(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	ex := `State the excluded values for `
	runAuditCases(t, []auditCase{
		{ex + `$\frac{r^{2}+3 r+2}{5 r+10}$`, `-2`, C, "{-2}"},
		{ex + `$\frac{r^{2}+3 r+2}{5 r+10}$`, `2`, R, "not one of them"},
		{ex + `$\frac{r^{2}+3 r+2}{5 r+10}$`, `-2, -1`, R, ""},
		{ex + `$\frac{27 p}{18 p^{2}-36 p}$`, `0, 2`, C, ""},
		{ex + `$\frac{27 p}{18 p^{2}-36 p}$`, `0,2`, C, "read as a list"},
		{ex + `$\frac{27 p}{18 p^{2}-36 p}$`, `0`, R, "leaves out 2"},
		{ex + `$\frac{b^{2}+12 b+32}{b^{2}+4 b-32}$`, `-8,4`, C, ""},
		// The simplified expression as the answer: not read.
		{ex + `$\frac{n^{2}-2 n+1}{6 n+6}$`, `\frac{(n-1)^{2}}{6(n+1)}`, U, ""},
		// An irrational zero, a second letter, one more word.
		{ex + `$\frac{1}{x^{2}-2}$`, `\sqrt{2}, -\sqrt{2}`, U, ""},
		{ex + `$\frac{y}{x-1}$`, `1`, U, ""},
		{`Quickly state the excluded values for $\frac{r^{2}+3 r+2}{5 r+10}$`, `-2`, U, ""},
	})
}
