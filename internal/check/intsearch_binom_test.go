package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerSearchBinomial (issue 42, OlympiadBench 2606): a binomial
// coefficient in a search's condition is computed exactly, written
// \binom or as a two-row column in parentheses; a leading "$\quad$" is
// spacing. A wider array, or an index outside [0, n], is not read.
func TestIntegerSearchBinomial(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	row := `$\quad$ Compute the greatest integer $k \leq 1000$ such that $\left(\begin{array}{c}1000 \\ k\end{array}\right)$ is a multiple of 7 .`
	runAuditCases(t, []auditCase{
		{row, "979", C, `\binom{1000}{k} divisible by 7`},
		{row, "978", R, ""},
		{row, "980", R, ""},
		{`Compute the greatest integer $k \leq 100$ such that $\binom{100}{k}$ is a multiple of 3.`, "98", C, "first"},
		// Two columns: a matrix, not a binomial.
		{`Compute the greatest integer $k \leq 1000$ such that $\left(\begin{array}{cc}1000 & 1 \\ k & 2\end{array}\right)$ is a multiple of 7 .`, "979", U, ""},
		// k = 1001 is tried first: C(1000, 1001) is not read as 0.
		{`Compute the greatest integer $k \leq 1001$ such that $\binom{1000}{k}$ is a multiple of 7 .`, "979", U, ""},
	})
}
