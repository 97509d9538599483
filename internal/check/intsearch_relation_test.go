package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerSearchRelations: "the least positive integer $n$ such that
// <relation>" is found by exact enumeration, each side evaluated exactly
// (gcd, factorials, exact quotients, rationals); a missing near end comes
// from Cauchy's bound on a polynomial relation that fails beyond it; a
// side with a root, a second letter or no near end leaves the row
// undecided.
func TestIntegerSearchRelations(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Compute the least positive integer $n$ such that $\operatorname{gcd}\left(n^{3}, n !\right) \geq 100$.`, "8", C, `\gcd\left(n^{3}, n!\right) ≥ 100`},
		{`Compute the least positive integer $n$ such that $\operatorname{gcd}\left(n^{3}, n !\right) \geq 100$.`, "7", R, "not"},
		{`Find the smallest positive integer $n$ such that $n^2 > 200$.`, "15", C, "15 is the first"},
		{`Find the smallest positive integer $n$ such that $n^2 > 200$.`, "14", R, ""},
		// A chain: two conditions, n^2 > 50 and n^2 < 200.
		{`What is the smallest positive integer $n$ such that $50 < n^2 < 200$?`, "8", C, "50 < n^{2}"},
		// A rational side: n/7 > 3/2 first at n = 11.
		{`What is the least positive integer $n$ such that $\frac{n}{7} > \frac{3}{2}$?`, "11", C, "11 is the first"},
		// A root is not evaluated exactly here.
		{`What is the least positive integer $n$ such that $\sqrt{n} > 3$?`, "10", U, ""},
		// No lower end written: Cauchy's bound on n^2 - 50 gives one.
		{`What is the smallest integer $n$ such that $n^2 < 50$?`, "-7", C, "fails for every n < -51"},
		{`What is the smallest integer $n$ such that $5n + 3 > -10$?`, "-2", C, "-2 is the first"},
		{`What is the greatest integer $n$ such that $n^2 - 11n +24 \leq 0$?`, "8", C, "fails for every n > 25"},
		{`What is the greatest integer $n$ such that $n^2 - 11n +24 \leq 0$?`, "7", R, "not 7"},
		// n^2 > 50 holds for every large n: no largest, no search.
		{`What is the largest integer $n$ such that $n^2 > 50$?`, "7", U, ""},
		// A second letter in the relation: not the search's variable.
		{`What is the smallest positive integer $n$ such that $n > k$?`, "1", U, ""},
		{`What is the largest positive integer $n$ such that $n^2 < 50$?`, "7", C, "fails for every n > 51"},
		{`What is the largest integer $n$ less than 100 such that $n^2 < 50$?`, "7", C, "7 is the first"},
	})
}

// TestIntegerSearchHeadRelation: the variable written with a relation
// after the head ("the least integer $n>2023$") bounds the search; the
// root of a linear relation is its exact end.
func TestIntegerSearchHeadRelation(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`What is the least integer $n>2023$ such that $n^2$ is divisible by 7?`, "2030", C, "fails for every n < 2023"},
		{`What is the least integer $n>2023$ such that $n^2$ is divisible by 7?`, "2023", R, ""},
		{`Compute the least integer $n>1$ such that $n^2 > 3n + 10$.`, "6", C, "6 is the first"},
		{`What is the smallest integer $x$ for which $x<2x-7$ ?`, "8", C, "searched x = 7 upward"},
		// A second letter on the right: no search.
		{`What is the least integer $n>k$ such that $n^2 > 10$?`, "4", U, ""},
	})
}
