package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDecimalDigit: the Nth digit after the point of a repeating decimal
// is read off its digits and period as written; an ordinal that does not
// fit its number, or a decimal not written with \overline, is not read.
func TestDecimalDigit(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What is the 330th digit after the decimal point in the repeating decimal $4.\overline{6238}?$ Calculator not allowed.`, `$2$`, C, "is 2 (position 330)"},
		{`What is the 330th digit after the decimal point in the repeating decimal $4.\overline{6238}?$ Calculator not allowed.`, `$3$`, R, "is 2, not 3"},
		{`What is the 2nd digit after the decimal point in the repeating decimal $0.1\overline{34}$?`, `3`, C, ""},
		{`What is the 1st digit after the decimal point in the repeating decimal $0.1\overline{34}$?`, `1`, C, ""},
		{`What is the 4th digit after the decimal point in the repeating decimal $0.1\overline{34}$?`, `3`, C, ""},
		{`What is the 2th digit after the decimal point in the repeating decimal $0.1\overline{34}$?`, `3`, U, ""},
		{`What is the 2nd digit after the decimal point in the repeating decimal $0.134$?`, `3`, U, ""},
	})
}
