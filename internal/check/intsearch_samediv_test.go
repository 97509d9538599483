package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegerSearchSameDivisors (issue 42, OlympiadBench 2603): "$A$ and
// $B$ have the same number of divisors" compares the two divisor counts,
// each from an exact factorisation, over up to 100,000 candidates.
func TestIntegerSearchSameDivisors(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	row := `Compute the smallest positive integer $n$ such that $214 \cdot n$ and $2014 \cdot n$ have the same number of divisors.`
	runAuditCases(t, []auditCase{
		{row, "19133", C, "same number of positive divisors"},
		{row, "19132", R, ""},
		// d(4n) = d(6n) first at n = 3 (d(12) = d(18) = 6).
		{`What is the smallest positive integer $n$ such that $4 n$ and $6 n$ have the same number of positive divisors?`, "3", C, "first"},
		// Another relation between the counts is not read.
		{`Compute the smallest positive integer $n$ such that $2 n$ and $3 n$ have the same sum of divisors.`, "6", U, ""},
		{`Compute the smallest positive integer $n$ such that $2 n$ and $3 k$ have the same number of divisors.`, "6", U, ""},
	})
}
