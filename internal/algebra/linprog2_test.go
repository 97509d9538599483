package algebra

import (
	"math/big"
	"testing"
)

func hp(a, b, c int64) HalfPlane {
	return HalfPlane{A: big.NewRat(a, 1), B: big.NewRat(b, 1), C: big.NewRat(c, 1)}
}

// TestMaxLinear2: the optimum at a vertex, an empty region, an unbounded
// objective on an unbounded region, and a bounded objective on an
// unbounded region.
func TestMaxLinear2(t *testing.T) {
	r := func(n int64) *big.Rat { return big.NewRat(n, 1) }
	// x ≥ 0, y ≥ 0, x + y ≤ 4: max of x + 2y is 8 at (0, 4).
	tri := []HalfPlane{hp(-1, 0, 0), hp(0, -1, 0), hp(1, 1, -4)}
	got, err := MaxLinear2(tri, r(1), r(2), r(0))
	if err != nil || got.Status != LPAttained || got.Value.Cmp(r(8)) != 0 || got.X.Sign() != 0 || got.Y.Cmp(r(4)) != 0 {
		t.Fatalf("triangle: got %+v, %v", got, err)
	}
	// x ≤ 0 and x ≥ 1 (with y ≥ 0): empty.
	got, err = MaxLinear2([]HalfPlane{hp(1, 0, 0), hp(-1, 0, 1), hp(0, -1, 0)}, r(1), r(0), r(0))
	if err != nil || got.Status != LPEmpty {
		t.Fatalf("empty: got %+v, %v", got, err)
	}
	// x ≥ 0, y ≥ 0: x + y unbounded, -x - y has maximum 0.
	quad := []HalfPlane{hp(-1, 0, 0), hp(0, -1, 0)}
	if got, err = MaxLinear2(quad, r(1), r(1), r(0)); err != nil || got.Status != LPUnbounded {
		t.Fatalf("unbounded: got %+v, %v", got, err)
	}
	if got, err = MaxLinear2(quad, r(-1), r(-1), r(3)); err != nil || got.Status != LPAttained || got.Value.Cmp(r(3)) != 0 {
		t.Fatalf("bounded on an unbounded region: got %+v, %v", got, err)
	}
	// Parallel boundaries only: not handled.
	if _, err = MaxLinear2([]HalfPlane{hp(1, 0, 0), hp(-1, 0, -1)}, r(1), r(0), r(0)); err == nil {
		t.Fatal("parallel lines: want an error")
	}
}
