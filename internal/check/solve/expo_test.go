package solve

import (
	"math/big"
	"testing"
)

// TestPerfectRoot: r = B^m with m as large as possible, exactly, also
// past float64's precision (a root of 61 bits, cubed).
func TestPerfectRoot(t *testing.T) {
	big61, _ := new(big.Int).SetString("2305843009213693951", 10) // 2^61 - 1
	cube := new(big.Int).Exp(big61, big.NewInt(3), nil)
	for _, c := range []struct {
		r     *big.Rat
		wantB *big.Rat
		wantM int
	}{
		{big.NewRat(128, 1), big.NewRat(2, 1), 7},
		{big.NewRat(64, 1), big.NewRat(2, 1), 6},
		{big.NewRat(8, 27), big.NewRat(2, 3), 3},
		{big.NewRat(12, 1), big.NewRat(12, 1), 1},
		{new(big.Rat).SetInt(cube), new(big.Rat).SetInt(big61), 3},
	} {
		b, m := perfectRoot(c.r)
		if m != c.wantM || b.Cmp(c.wantB) != 0 {
			t.Errorf("perfectRoot(%s) = %s^%d, want %s^%d", c.r.RatString(), b.RatString(), m, c.wantB.RatString(), c.wantM)
		}
	}
}
