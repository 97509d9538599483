package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestArithPhrase (issue 42): a value asked in words from numbers ("A
// divided by B", "p% of A of B", "What is left when A is subtracted from
// B?") is the formula the sentence builds, compared exactly; one word
// outside the sentences, a letter or a unit and the statement is not read
// here. An undecided reading leaves the row to the checkers after it
// (decidedOnly), whose notes the undecided cases carry.
func TestArithPhrase(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is $\frac{3}{4}$ divided by $\frac{7}{8}$?`, `\frac{6}{7}`, record.Confirm, `"A divided by B"`},
		{`What is $\frac{3}{4}$ divided by $\frac{7}{8}$?`, `\frac{7}{6}`, record.Refute, ""},
		{`What is 50$\%$ of $\frac{1}{3}$ of 36?`, `6`, record.Confirm, `"A of B"`},
		{`What is 50$\%$ of $\frac{1}{3}$ of 36?`, `600`, record.Refute, ""},
		{`What number is $5\%$ of $10\%$ of 1200?`, `6`, record.Confirm, ""},
		{`What is one half of $\dfrac{1}{100}$ of $9000$?`, `45`, record.Confirm, ""},
		{`Find four-thirds of $\frac{9}{2}$.`, `6`, record.Confirm, ""},
		{`Multiply $\frac{2}{3}$ by $\frac{4}{7}$.`, `\frac{8}{21}`, record.Confirm, ""},
		{`What is left when $\frac{1}{8}$ is subtracted from $\frac{3}{4}$?`, `\frac{5}{8}`, record.Confirm, ""},
		{`What is left when $\frac{1}{8}$ is subtracted from $\frac{3}{4}$?`, `-\frac{5}{8}`, record.Refute, ""},
		{`How much greater than $27^2$ is $43^2$ ?`, `1120`, record.Confirm, ""},
		{`What fraction of $\frac{1}{2}$ is $\frac{1}{7}$?`, `\frac{2}{7}`, record.Confirm, ""},
		{`Compute the product of $0.\overline{123}$ and $9$, and write your result as a fraction in simplified form.`, `\frac{41}{37}`, record.Confirm, ""},
		{`What is the product of $0.\overline{05}$ and $1.8$ expressed as a fraction in simplest form?`, `\frac{2}{22}`, record.Undecided, ""},
		{`What is $\frac{1}{4}\%$ of 120? Express your answer as a decimal.`, `.3`, record.Confirm, ""},
		{`What is $\frac{1}{7}$ of 120? Express your answer as a decimal.`, `17.14`, record.Undecided, ""},
		{`What is the value of 123123 divided by 1001?`, `123`, record.Confirm, ""},
		// One word more, a letter, a unit.
		{`What is $\frac{3}{4}$ divided by $\frac{7}{8}$ and then squared?`, `\frac{36}{49}`, record.Undecided, ""},
		{`What is $\frac{3}{4}$ divided by $x$?`, `\frac{3}{4x}`, record.Undecided, ""},
		{`What fraction of 2 feet is 3 inches? Express your answer as a common fraction.`, `\frac{1}{8}`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
