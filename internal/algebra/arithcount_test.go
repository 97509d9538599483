package algebra

import (
	"math/big"
	"testing"
)

// TestArithTermCount: n = 2s/(a+l) when it is a positive integer and a
// progression with n terms exists.
func TestArithTermCount(t *testing.T) {
	r := func(v int64) *big.Rat { return big.NewRat(v, 1) }
	cases := []struct {
		a, l, s int64
		n       int64
		ok      bool
	}{
		{1, 19, 70, 7, true},
		{5, 5, 5, 1, true},
		{4, 5, 9, 2, true},
		{1, 19, 71, 0, false},
		{-3, 3, 0, 0, false},
		{1, 3, 2, 0, false},  // n = 1 with a ≠ l
		{1, 3, -4, 0, false}, // n = -2
	}
	for _, c := range cases {
		n, ok := ArithTermCount(r(c.a), r(c.l), r(c.s))
		if ok != c.ok || n != c.n {
			t.Errorf("ArithTermCount(%d, %d, %d) = %d, %v; want %d, %v", c.a, c.l, c.s, n, ok, c.n, c.ok)
		}
	}
}
