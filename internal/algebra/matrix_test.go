package algebra

import (
	"math/big"
	"testing"
)

func mat(t *testing.T, rows [][]int64) *Matrix {
	t.Helper()
	m, err := NewMatrix(len(rows), len(rows[0]))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		for j, x := range r {
			m.A[i][j].SetInt64(x)
		}
	}
	return m
}

// TestMatrixExact: the determinant, the inverse (M·M⁻¹ = I), the rank and
// powers, exactly over ℚ.
func TestMatrixExact(t *testing.T) {
	m := mat(t, [][]int64{{1, 4, 1, 2}, {3, 2, -2, 3}, {-1, 0, 3, 3}, {2, 1, 2, -2}})
	d, err := Det(m)
	if err != nil || d.Cmp(big.NewRat(211, 1)) != 0 {
		t.Fatalf("det = %v, %v; want 211 (sympy)", d, err)
	}
	inv, err := Inverse(m)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := MulMatrix(m, inv)
	id, _ := Identity(4)
	if !p.Equal(id) {
		t.Errorf("M·M⁻¹ = %s", p)
	}
	sing := mat(t, [][]int64{{9, 18}, {-6, -12}})
	if _, err := Inverse(sing); err != ErrSingular {
		t.Errorf("inverse of a singular matrix: %v", err)
	}
	if _, r := RREF(mat(t, [][]int64{{1, 1, 0, 1}, {1, -1, 1, 0}, {3, 1, 1, 2}, {3, 3, 0, 3}})); r != 2 {
		t.Errorf("rank = %d, want 2", r)
	}
	pw, err := PowMatrix(mat(t, [][]int64{{3, -4}, {1, -1}}), 2016, func() error { return nil })
	if err != nil || !pw.Equal(mat(t, [][]int64{{4033, -8064}, {2016, -4031}})) {
		t.Errorf("power = %v, %v", pw, err)
	}
	if _, err := PowMatrix(m, MaxMatrixPower+1, func() error { return nil }); err == nil {
		t.Error("an exponent past the bound was computed")
	}
	if _, err := NewMatrix(MaxMatrixDim+1, 1); err == nil {
		t.Error("a matrix past the bound was made")
	}
}
