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
