package arithphrase

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// TestRead: the sentences read, the formula each builds and the form
// named; near misses not read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem, want string
		form          statement.ShapeForm
	}{
		{`What is $\frac{3}{4}$ divided by $\frac{7}{8}$?`, `\frac{3}{4} / \frac{7}{8}`, statement.ShapeFormNone},
		{`What is 50$\%$ of $\frac{1}{3}$ of 36?`, `50 / 100 * \frac{1}{3} * 36`, statement.ShapeFormNone},
		{`What is $\frac{1}{4}\%$ of 120? Express your answer as a decimal.`, `\frac{1}{4} / 100 * 120`, statement.ShapeFormDecimal},
		{`What is the product of $0.\overline{05}$ and $1.8$ expressed as a fraction in simplest form?`, `0.(05) * 1.8`, statement.ShapeFormFraction},
		{`Find four-thirds of $\frac{9}{2}$.`, `\frac{4}{3} * \frac{9}{2}`, statement.ShapeFormNone},
		{`What is left when $\frac{1}{8}$ is subtracted from $\frac{3}{4}$?`, `\frac{3}{4} - \frac{1}{8}`, statement.ShapeFormNone},
		{`Calculate 8 divided by $\frac{1}{8}.$`, `8 / \frac{1}{8}`, statement.ShapeFormNone},
	} {
		q, ok := Read(c.problem)
		if !ok || ast.Print(q.E) != c.want || q.Form != c.form {
			t.Errorf("%q: got %v %q form %v, want %q form %v", c.problem, ok, printOrNil(q.E), q.Form, c.want, c.form)
		}
	}
	for _, p := range []string{
		`What is $\frac{3}{4}$?`,                                        // one number: a value shape of statement's own
		`What is $\frac{3}{4}$ divided by $x$?`,                         // a letter
		`What fraction of 2 feet is 3 inches?`,                          // units
		`What is $\frac{3}{4}$ divided by $\frac{7}{8}$, then squared?`, // a word more
		`Lily has $3$ gallons of milk and gives $\frac{12}{5}$ gallons to James.`,
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %q, want not read", p, ast.Print(q.E))
		}
	}
}

func printOrNil(e ast.Expr) string {
	if e == nil {
		return "<nil>"
	}
	return ast.Print(e)
}

// TestReadNumWords: the Prealgebra sentences read with any count of
// numbers, the formula each builds and the rounding unit; near misses not
// read.
func TestReadNumWords(t *testing.T) {
	for _, c := range []struct {
		problem, want, round string
	}{
		{`Round $3.45$ to the nearest tenth.`, `3.45`, "1/10"},
		{`Round to the nearest tenth: 36.89753`, `36.89753`, "1/10"},
		{`Round $6287215$ to the nearest ten thousand.`, `6287215`, "10000"},
		{`Rounded to 2 decimal places, what is $\frac{7}{9}$?`, `\frac{7}{9}`, "1/100"},
		{`Add $81.76$ to $34.587$ and round your answer to the nearest tenth.`, `34.587 + 81.76`, "1/10"},
		{`What is the sum $\frac{3}{10}+\frac{3}{1000}$, in decimal form to the nearest thousandth?`, `\frac{3}{10} + \frac{3}{1000}`, "1/1000"},
		{`What is the mean of 8, 12, 16, 20 and 24?`, `\left(8 + 12 + 16 + 20 + 24\right) / 5`, ""},
		{`What is the $87^{\mathrm{th}}$ odd positive integer?`, `2 * 87 - 1`, ""},
		{`What common fraction is exactly half-way between $\frac{2}{3}$ and $\frac{4}{5}$?`, `\left(\frac{2}{3} + \frac{4}{5}\right) / 2`, ""},
	} {
		q, ok := Read(c.problem)
		round := ""
		if q.Round != nil {
			round = q.Round.RatString()
		}
		if !ok || ast.Print(q.E) != c.want || round != c.round {
			t.Errorf("%q: got %v %q round %q, want %q round %q", c.problem, ok, printOrNil(q.E), round, c.want, c.round)
		}
	}
	for _, p := range []string{
		`Round $x$ to the nearest tenth.`,                         // a letter
		`Round $3.45$ to the nearest tenth of a meter.`,           // a word more
		`Round $3.45$ to the nearest tenth and add 2.`,            // not the sentence
		`What is the mean of 8 and 12 and the median of 3 and 4?`, // not a list
		`What is the sum of $1+2$ of 3?`,                          // a sum in a chain
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %q, want not read", p, ast.Print(q.E))
		}
	}
}
