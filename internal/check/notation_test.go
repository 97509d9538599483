package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNotation: a number written in scientific or standard notation
// (issue 42, CollegeMath 5.3): the value exactly and the form asked; the
// right value in another form is undecided, another value refuted, one
// word more not read.
func TestNotation(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	sci, std := `Write the number in scientific notation: `, `Write the number in standard notation: `
	runAuditCases(t, []auditCase{
		{sci + `0.000744`, `7.44 \times 10^{-4}`, C, "scientific notation"},
		{sci + `0.000744`, `$7.44 \times 10^{-4}$`, C, ""},
		{sci + `15000`, `1.5 \times 10^{4}`, C, ""},
		{sci + `1.09`, `1.09 \times 10^{0}`, C, ""},
		{sci + `0.000744`, `7.44 \times 10^{-3}`, R, "the answer"},
		{sci + `15000`, `15 \times 10^{3}`, U, "not written in scientific notation"},
		{sci + `15000`, `15000`, U, "not written"},
		{std + `$8.7 \times 10^{5}$`, `870000`, C, "standard notation"},
		{std + `$8.7 \times 10^{5}$`, `870,000`, C, ""},
		{std + `$8.7 \times 10^{5}$`, `87000`, R, ""},
		{std + `$5 \times 10^{4}$`, `5 \times 10^{4}`, U, "not written in standard notation"},
		// One word more: not this shape.
		{`Write the number in scientific notation and round: 15000`, `1.5 \times 10^{4}`, U, ""},
	})
}
