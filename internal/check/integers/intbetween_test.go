package integers

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/forms"
)

// TestSurdFloor: ⌊p + q√s⌋ near integers and for negative values.
func TestSurdFloor(t *testing.T) {
	r := func(a, b int64) *big.Rat { return big.NewRat(a, b) }
	for _, c := range []struct {
		a     forms.QuadSurd
		want  int64
		exact bool
	}{
		{forms.QuadSurd{P: r(0, 1), Q: r(1, 1), S: r(2, 1)}, 1, false},
		{forms.QuadSurd{P: r(0, 1), Q: r(-1, 1), S: r(2, 1)}, -2, false},
		{forms.QuadSurd{P: r(5, 1), Q: r(0, 1)}, 5, true},
		{forms.QuadSurd{P: r(-7, 2), Q: r(0, 1)}, -4, false},
		// 99 − 70√2 ≈ 0.00505: positive, just above 0
		{forms.QuadSurd{P: r(99, 1), Q: r(-70, 1), S: r(2, 1)}, 0, false},
	} {
		f, exact, ok := surdFloor(c.a)
		if !ok || f.Int64() != c.want || exact != c.exact {
			t.Errorf("⌊%s⌋ = %v (exact %v, ok %v), want %d (exact %v)", c.a, f, exact, ok, c.want, c.exact)
		}
	}
}
