package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntegersBetween: the integers between two constants are counted
// from their floors, decided exactly for quadratic surds; an integer end
// leaves "between" unclear.
func TestIntegersBetween(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`How many integers are there on the number line between $3\sqrt{5}$ and $5\sqrt{3}$?`, "2", C, "7 to 8, 2 of them"},
		{`How many integers are there on the number line between $3\sqrt{5}$ and $5\sqrt{3}$?`, "3", R, "2 of them, not 3"},
		{`How many integers fall between $\sqrt{50}$ and $\sqrt5$ on a number line?`, "5", C, "3 to 7"},
		{`How many integers are between $(10.2)^3$ and $(10.3)^3$?`, "31", C, "1062 to 1092"},
		{`How many integers are between $-\sqrt{10}$ and $\frac{7}{2}$?`, "7", C, "-3 to 3"},
		{`How many integers are between $\sqrt{4}$ and $\sqrt{50}$?`, "4", U, "is the integer 2"},
		{`How many positive integers are between $\sqrt{4}$ and $\sqrt{50}$?`, "5", U, ""},
	})
}
