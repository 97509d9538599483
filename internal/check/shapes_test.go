package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExactShapeQuestions: the task read from a whole-statement shape is
// checked by the kind's checker (MATH 3997, 5213, 531, 597, 10771 and
// CollegeMath 153 among them); the form a shape names is honoured, and a
// statement with one word more than its shape stays undecided.
func TestExactShapeQuestions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is $\frac{1}{2} + \frac{1}{3}$?`, `\frac{5}{6}`, record.Confirm, `shape "What is`},
		{`What is $\frac{1}{2} + \frac{1}{3}$?`, `\frac{6}{5}`, record.Refute, `evaluates to 5/6`},
		{`Find product: $\left(-\frac{17}{9}\right)\left(-\frac{3}{5}\right)$`, `-\frac{19}{20}`, record.Refute, `evaluates to 17/15`},
		{`Expand the product ${(x+2)(x+5)}$.`, `x^2 + 7x + 10`, record.Confirm, `an expanded polynomial`},
		{`Expand the product ${(x+2)(x+5)}$.`, `(x+5)(x+2)`, record.Undecided, `not written in that form`},
		{`Expand the product ${(x+2)(x+5)}$.`, `x^2 + 7x + 11`, record.Refute, ``},
		{`Write $\frac{5}{8}$ as a decimal.`, `0.625`, record.Confirm, `written as a decimal`},
		{`Write $\frac{5}{8}$ as a decimal.`, `\frac{5}{8}`, record.Undecided, `not written in that form`},
		{`Write $\frac{1}{3}$ as a decimal.`, `0.333`, record.Undecided, `rounds`},
		{`Write $\frac{1}{3}$ as a decimal.`, `0.3`, record.Undecided, ``},
		{`Rationalize the denominator: $\frac1{2\sqrt7}$.`, `\frac{\sqrt7}{14}`, record.Confirm, `rationalised denominator`},
		{`Rationalize the denominator: $\frac1{2\sqrt7}$.`, `\frac{1}{\sqrt{28}}`, record.Undecided, `not written in that form`},
		{`If $9^{18n}=27^{24}$, find $n$.`, `2`, record.Confirm, `If <equation>, find $v$.`},
		{`If $9^{18n}=27^{24}$, find $n$.`, `3`, record.Refute, ``},
		{`For what value of $n$ is $3^3-5=4^2+n$?`, `6`, record.Confirm, `For what value`},
		{`Find all real solutions to $x^4+(2-x)^4=34$.  Enter all the solutions, separated by commas.`, `1 + \sqrt{2}, 1 - \sqrt{2}`, record.Confirm, `exactly 2 real root(s)`},
		{`Find all real values of $x$ such that $$\frac{2x^2-3x}{x^2-x} + 5x -11 = \frac{3x^2+5x+2}{x^2-1}.$$Enter all the solutions, separated by commas.`, `\frac{2}{5}`, record.Refute, `x=3 satisfies the equation`},
		{`Distribute: $-9 x(4-x)$`, `$-36 x+9 x^{2}$`, record.Confirm, `Multiply / Distribute`},
		{`Distribute: $-9 x(4-x)$`, `$-36 x+9 x^{2}+0x$`, record.Undecided, `not written in that form`},
		// Issue 42: "Multiply A by B." is a sentence of statement/arithphrase.
		{`Multiply $\frac{2}{3}$ by $\frac{4}{7}$.`, `\frac{8}{21}`, record.Confirm, `Multiply A by B.`},
		// One word more than any shape: the kind stays unknown.
		{`What is the value of $\frac{1}{2} + \frac{1}{3}$ of 120?`, `100`, record.Undecided, ``},
		{`For what positive value of $n$ is $n^2=4$?`, `2`, record.Undecided, ``},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
