package check

import (
	"math/big"
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

// TestSurdFloor: ⌊p + q√s⌋ near integers and for negative values.
func TestSurdFloor(t *testing.T) {
	r := func(a, b int64) *big.Rat { return big.NewRat(a, b) }
	for _, c := range []struct {
		a     quadSurd
		want  int64
		exact bool
	}{
		{quadSurd{p: r(0, 1), q: r(1, 1), s: r(2, 1)}, 1, false},
		{quadSurd{p: r(0, 1), q: r(-1, 1), s: r(2, 1)}, -2, false},
		{quadSurd{p: r(5, 1), q: r(0, 1)}, 5, true},
		{quadSurd{p: r(-7, 2), q: r(0, 1)}, -4, false},
		// 99 − 70√2 ≈ 0.00505: positive, just above 0
		{quadSurd{p: r(99, 1), q: r(-70, 1), s: r(2, 1)}, 0, false},
	} {
		f, exact, ok := surdFloor(c.a)
		if !ok || f.Int64() != c.want || exact != c.exact {
			t.Errorf("⌊%s⌋ = %v (exact %v, ok %v), want %d (exact %v)", c.a, f, exact, ok, c.want, c.exact)
		}
	}
}
