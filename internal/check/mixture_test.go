package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMixture: a mixture problem of the book (issue 42, CollegeMath 4.6):
// x·a + Q·b = (x + Q)·c solved exactly; a rounded decimal undecided,
// another number refuted, one word more or another unit not read.
func TestMixture(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	cost := `How many kilograms of hard candy that cost $\$ 7.50$ per kilogram must be mixed with $24 \mathrm{~kg}$ of jelly beans that cost $\$ 3.25$ per kilogram to make a mixture that sells for $\$ 4.50$ per kilogram?`
	pure := `How many ounces of dried apricots must be added to 18 oz of a snack mix that contains $20 \%$ dried apricots to make a mixture that is $25 \%$ dried apricots?`
	runAuditCases(t, []auditCase{
		{cost, `10`, C, "mixture read from the whole statement"},
		{cost, `34`, R, ""},
		{pure, `1.2`, C, ""},
		{pure, `\frac{6}{5}`, C, ""},
		{pure, `1.3`, R, ""},
		{`How many grams of pure acid must be added to 40 grams of a $20 \%$ acid solution to make a solution which is $36 \%$ acid?`, `10`, C, ""},
		{`The manager of a garden shop mixes grass seed that is $60 \%$ rye grass with 70 lb of grass seed that is $80 \%$ rye grass to make a mixture that is $74 \%$ rye grass. How much of the $60 \%$ mixture is used?`, `30`, C, ""},
		// Another unit for Q, a substance named differently, one word more.
		{`How many kilograms of hard candy that cost $\$ 7.50$ per kilogram must be mixed with $24 \mathrm{~lb}$ of jelly beans that cost $\$ 3.25$ per kilogram to make a mixture that sells for $\$ 4.50$ per kilogram?`, `10`, U, ""},
		{`How many grams of pure acid must be added to 40 grams of a $20 \%$ salt solution to make a solution which is $36 \%$ acid?`, `10`, U, ""},
		{`How many kilograms of hard candy that cost $\$ 7.50$ per kilogram must quickly be mixed with $24 \mathrm{~kg}$ of jelly beans that cost $\$ 3.25$ per kilogram to make a mixture that sells for $\$ 4.50$ per kilogram?`, `10`, U, ""},
	})
}
