package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestArithTermCount: the number of terms of an arithmetic sequence from
// its first term, last term and sum is 2S/(A+L); a sum no progression
// fits, or other wording, keeps the row undecided.
func TestArithTermCount(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	def := ` (An arithmetic sequence is a sequence in which each term after the first is obtained from the previous term by adding a constant. For example, 3, 5, 7, 9 is an arithmetic sequence with four terms.)`
	runAuditCases(t, []auditCase{
		{`In an arithmetic sequence, the first term is 1 and the last term is 19 . The sum of all the terms in the sequence is 70 . How many terms does the sequence have?` + def, `7`, C, "2S/(A+L) = 7"},
		{`In an arithmetic sequence, the first term is 1 and the last term is 19 . The sum of all the terms in the sequence is 70 . How many terms does the sequence have?` + def, `8`, R, "not 8"},
		{`In an arithmetic sequence, the first term is 2 and the last term is 20. The sum of all the terms in the sequence is 110. How many terms does the sequence have?`, `10`, C, ""},
		{`In an arithmetic sequence, the first term is 1 and the last term is 19. The sum of all the terms in the sequence is 71. How many terms does the sequence have?`, `7`, U, "no single number"},
		{`In an arithmetic sequence, the first term is -3 and the last term is 3. The sum of all the terms in the sequence is 0. How many terms does the sequence have?`, `7`, U, "no single number"},
		{`In a geometric sequence, the first term is 1 and the last term is 19. The sum of all the terms in the sequence is 70. How many terms does the sequence have?`, `7`, U, ""},
	})
}
