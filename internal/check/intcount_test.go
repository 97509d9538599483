package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerCount: "how many integers satisfy" is the number of integers
// in the exact solution set, or (issue 42, read first where its grammar
// reads the whole question) the count of a bounded range enumerated
// exactly; a count off by one is refuted; an unbounded set or a relation
// that is not solved exactly stays undecided.
func TestIntegerCount(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`How many integers $n$ satisfy $(n+3)(n-7) \le 0$?`, "11", C, "11 satisfy every condition (-3, -2, -1, 0, 1, 2, 3, 4, …), equal to the answer"},
		{`How many integers $n$ satisfy $(n+3)(n-7) \le 0$?`, "10", R, "11 satisfy every condition (-3, -2, -1, 0, 1, 2, 3, 4, …), not 10"},
		{`How many integers $n$ satisfy $(n+3)(n-7) \le 0$?`, "12", R, "11 satisfy every condition (-3, -2, -1, 0, 1, 2, 3, 4, …), not 12"},
		{`How many integers $x$ satisfy $|x|+5<7$ and $|x-3|>2$?`, "2", C, "{-1, 0}"},
		// "or" joins the sets: the union.
		{`How many integers $x$ satisfy $x^2<4$ or $|x-10|<2$?`, "6", C, "{-1, 0, 1, 9, 10, 11}"},
		// A condition stated with the unknown: 0 is left out.
		{`How many integers $m \neq 0$ satisfy the inequality $\frac{1}{|m|}\geq \frac{1}{8}$?`, "16", C, "the number of them is 16"},
		{`How many integers are in the solution set of $|x-2|\leq5.6$ ?`, "11", C, "[-18/5, 38/5]"},
		{`How many integers satisfy the equation: $3n^3-12n = 0$ ?`, "3", C, "{-2, 0, 2}"},
		// Irrational ends: every integer is located exactly.
		{`How many integers $x$ satisfy $x^2 < 50$?`, "15", C, "15 satisfy every condition (-7, -6, -5, -4, -3, -2, -1, 0, …), equal to the answer"},
		{`How many integers $x$ satisfy $x^2 < 50$?`, "14", R, "15 satisfy every condition (-7, -6, -5, -4, -3, -2, -1, 0, …), not 14"},
		{`How many integers $x$ satisfy $x^2 > 50$?`, "0", U, "not listed: unbounded"},
		// The sum of the integer solutions.
		{`What is the sum of all integer solutions to $1<(x-2)^2<25$?`, "12", C, "{-2, -1, 0, 4, 5, 6}, their sum is 12"},
		{`What is the sum of all integer solutions to $1<(x-2)^2<25$?`, "13", R, "their sum is 12, not 13"},
		{`Find the sum of all the integer solutions of  $x^4 - 25x^2 + 144 = 0$.`, "0", C, "{-4, -3, 3, 4}"},
		{`What is the sum of all integer solutions to $x^2 > 4$?`, "0", U, "unbounded"},
		{`How many positive integers $x$ satisfy $x^2 < 50$?`, "7", C, "7 satisfy every condition (1, 2, 3, 4, 5, 6, 7), equal to the answer"},
		{`How many positive integers $x$ satisfy $x^2 < 50$?`, "8", R, "not 8"},
		{`How many integers $n$ satisfy the inequality $-8\pi\le n\le10\pi$?`, "57", U, "not solved exactly"},
		{`How many integers $x$ satisfy $x^2 < 50$?`, "x=15", U, "not a single number"},
	})
}
