package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAllSolutionsKind: "Find all (the) solutions to $E$", "Find all real
// values of $x$ that satisfy $E$", "Find the solutions to $E$" ask to
// solve one equation when it is algebraic ("Find the positive solution to
// $E$." its positive solutions) (no function whose convention
// could change its solutions); a trigonometric equation, or "find a
// solution", keeps the kind unknown.
func TestAllSolutionsKind(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Find all real values of $x$ that satisfy $x + \frac{45}{x-4} = -10.$  Enter all the solutions, separated by commas.`, `-1, \; -5`, C, "x=-1; x=-5"},
		{`Find all real values of $x$ that satisfy $x + \frac{45}{x-4} = -10.$  Enter all the solutions, separated by commas.`, `-1`, R, ""},
		{`Find all the solutions to \[\sqrt[3]{2 - x} + \sqrt{x - 1} = 1.\]Enter all the solutions, separated by commas.`, "1,2,10", C, "x=10"},
		{`Find the solutions to \[\frac{13x - x^2}{x + 1} \left( x + \frac{13 - x}{x + 1} \right) = 42.\]Enter all the solutions, separated by commas.`, `1, 6, 3 + \sqrt{2}, 3 - \sqrt{2}`, C, ""},
		// The inverse cotangent's range decides the solutions: not read.
		{`Find all solutions to \[\sin \left( \tan^{-1} (x) + \cot^{-1} \left( \frac{1}{x} \right) \right) = \frac{1}{3}.\]Enter all the solutions, separated by commas.`, `3 \pm 2 \sqrt{2}`, U, ""},
		// The solutions restricted: x = −3 is not positive.
		{`Find the positive solution to \[\frac 1{x^2-10x-29}+\frac1{x^2-10x-45}-\frac 2{x^2-10x-69}=0.\]`, "13", C, "x=13"},
		{`Find the positive solution to \[\frac 1{x^2-10x-29}+\frac1{x^2-10x-45}-\frac 2{x^2-10x-69}=0.\]`, "-3", R, ""},
		// The solution named, then something else asked.
		{`Let $r$ be the positive real solution to $x^2 - 2 = 0.$  Find $r^2$.`, "2", U, ""},
		// One solution asked, not all.
		{`Find a value of $x$ that satisfies $x^2 = 4$.`, "2", U, ""},
	})
}
