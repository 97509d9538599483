package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestInterest: compound interest read from the whole statement (issue 42,
// CollegeMath 10.6); the answer is the amount rounded to the cent. One
// word more, a second time or an answer to the dollar: undecided; another
// cent: refuted.
func TestInterest(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	pr := `Find the principal that will amount to $\$ 2500$ if invested at $5 \%$ interest compounded semiannually for 7.5 years.`
	runAuditCases(t, []auditCase{
		{pr, `1726.16`, C, "rounding to the cent"},
		{pr, `\$ 1726.16`, C, "rounding to the cent"},
		{pr, `1726.17`, R, "not its rounding to the cent"},
		{pr, `1726`, U, "may round it"},
		{pr, `1686.04`, R, ""}, // simple interest
		{`A $\$ 10,000$ Treasury Bill earned $16 \%$ compounded monthly. If the bill matured in 2 years, what was it worth at maturity?`, `13742.19`, C, "10000 \\cdot"},
		{`An $8.5 \%$ account earns continuous interest. If $\$ 2500$ is deposited for 5 years, what is the total accumulated?`, `3823.98`, C, "e^{"},
		{`An $8.5 \%$ account earns continuous interest. If $\$ 2500$ is deposited for 5 years, what is the total accumulated?`, `3823.97`, R, ""},
		{`You lend $\$ 100$ at $10 \%$ continuous interest. If you are repaid 2 months later, what is owed?`, `101.68`, C, ""},
		{`You lend out $\$ 5500$ at $10 \%$ compounded monthly. If the debt is repaid in 18 months, what is the total owed at the time of repayment?`, `6386.12`, C, ""},
		{`A thousand dollars is left in a bank savings account drawing $7 \%$ interest, compounded quarterly for 10 years. What is the balance at the end of that time?`, `2001.60`, C, ""},
		// One word more, daily compounding, a second time: not read.
		{`Find the principal that will amount to $\$ 2500$ if invested at $5 \%$ simple interest compounded semiannually for 7.5 years.`, `1726.16`, U, ""},
		{`Find the principal that will amount to $\$ 2500$ if invested at $5 \%$ interest compounded daily for 7.5 years.`, `1726.16`, U, ""},
		{`$\$ 1750$ is invested in an account earning $13.5 \%$ interest compounded monthly for a 2 year period. What is the balance at the end of 9 years?`, `2288.98`, U, ""},
		// Compounding that does not fit the time (n·t not whole).
		{`Find the principal that will amount to $\$ 2500$ if invested at $5 \%$ interest compounded quarterly for 7.1 years.`, `1750.00`, U, ""},
	})
}
