package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestInverse: the inverse of a rational function, and whether two are
// inverses (issue 42, CollegeMath), by the two compositions expanded
// exactly; a root, another letter or one more word: undecided.
func TestInverse(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	find := `Find the inverse of the function: `
	are := `State if the given functions are inverses: `
	runAuditCases(t, []auditCase{
		{find + `$f(x)=\frac{5 x-5}{4}$`, `f^{-1}(x)=\frac{5+4 x}{5}`, C, "as rational functions"},
		{find + `$f(x)=\frac{5 x-5}{4}$`, `f^{-1}(x)=\frac{5+4 x}{4}`, U, ""},
		{find + `$f(x)=\frac{5 x-5}{4}$`, `g^{-1}(x)=\frac{5+4 x}{5}`, U, ""},
		{find + `$f(x)=\frac{-2 x-2}{x+2}$`, `f^{-1}(x)=\frac{-2 x-2}{x+2}`, C, ""},
		// A function that is not one-to-one: no inverse, nothing proven.
		{find + `$f(x)=x^{2}$`, `f^{-1}(x)=x^{2}`, U, ""},
		// A root: not read.
		{find + `$f(x)=(x-2)^{5}+3$`, `f^{-1}(x)=\sqrt[5]{x-3}+2`, U, ""},
		{find + `$f(x)=a x$`, `f^{-1}(x)=\frac{x}{a}`, U, ""},
		{`Quickly find the inverse of the function: $f(x)=\frac{5 x-5}{4}$`, `f^{-1}(x)=\frac{5+4 x}{5}`, U, ""},
		{are + `$f(x)=\frac{x-5}{10}$ $h(x)=10 x+5$`, `Yes`, C, "inverses"},
		{are + `$f(x)=\frac{x-5}{10}$ $h(x)=10 x+5$`, `No`, R, ""},
		{are + `$g(x)=\frac{4-x}{x}$ $f(x)=\frac{4}{x}$`, `No`, C, "not inverses"},
		{are + `$g(x)=\frac{4-x}{x}$ $f(x)=\frac{4}{x}$`, `Yes`, R, ""},
		{are + `$g(x)=\frac{4-x}{x}$ $f(x)=\frac{4}{x}$`, `Maybe`, U, ""},
	})
}

// TestInverseReprint: the answer as its tree prints ("f^{-1} x = G") is
// read as written.
func TestInverseReprint(t *testing.T) {
	runAuditCases(t, []auditCase{
		{`Find the inverse of the function: $f(x)=\frac{5 x-5}{4}$`, `f^{-1} x = \frac{5 + 4 x}{5}`, record.Confirm, ""},
	})
}
