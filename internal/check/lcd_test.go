package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLCD: the least common denominator of polynomials, and fractions
// built up to it (issue 42, CollegeMath); a common denominator that is
// not the least, a fraction changed, or one more word: undecided.
func TestLCD(t *testing.T) {
	C, U := record.Confirm, record.Undecided
	lcd := `Find the Least Common Denominator: `
	build := `Build up each fraction by finding the Least Common Denominator: `
	runAuditCases(t, []auditCase{
		{lcd + `$x^{2}-9, x^{2}-6 x+9$`, `(x-3)^{2}(x+3)`, C, "x^{3} - 3 * x^{2} - 9 * x + 27"},
		{lcd + `$x^{2}-9, x^{2}-6 x+9$`, `(x-3)(x+3)`, U, ""},
		{lcd + `$x^{2}-9, x^{2}-6 x+9$`, `(x-3)^{2}(x+3)^{2}`, U, ""},
		{lcd + `$x^{2}-9, x^{2}-6 x+9$`, `-(x-3)^{2}(x+3)`, U, ""},
		{lcd + `$2x+6, x^{2}-9$`, `2(x-3)(x+3)`, C, ""},
		{lcd + `$2x+6, x^{2}-9$`, `(x-3)(x+3)`, U, ""},
		{lcd + `$5 x^{2} y, 25 x^{3} y^{5} z$`, `25 x^{3} y^{5} z`, C, "25"},
		{lcd + `$5 x^{2} y, 25 x^{3} y^{5} z$`, `5 x^{3} y^{5} z`, U, ""},
		// Several variables and a sum: not read.
		{lcd + `$x+y, x-y$`, `x^{2}-y^{2}`, U, ""},
		{build + `$\frac{3 x}{x-4}, \frac{2}{x+2}$`, `\frac{3 x^{2}+6 x}{(x-4)(x+2)}, \frac{2 x-8}{(x-4)(x+2)}`, C, "each fraction"},
		{build + `$\frac{3 x}{x-4}, \frac{2}{x+2}$`, `\frac{3 x^{2}+6 x}{(x-4)(x+2)}, \frac{2 x-7}{(x-4)(x+2)}`, U, ""},
		{build + `$\frac{3 x}{x-4}, \frac{2}{x+2}$`, `\frac{3 x^{2}+6 x}{(x-4)(x+2)}`, U, ""},
		{build + `$\frac{3 a}{5 b^{2}}, \frac{2}{10 a^{3} b}$`, `\frac{6 a^{4}}{10 a^{3} b^{2}}, \frac{2 b}{10 a^{3} b^{2}}`, C, ""},
		// One more word.
		{`Quickly find the Least Common Denominator: $x^{2}-9, x^{2}-6 x+9$`, `(x-3)^{2}(x+3)`, U, ""},
	})
}
