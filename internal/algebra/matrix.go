package algebra

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// Issue 25, capability 5: exact matrices over ℚ.

// MaxMatrixDim bounds the rows and the columns of a matrix.
const MaxMatrixDim = 10

// MaxMatrixPower bounds the exponent of a matrix power (binary powering).
const MaxMatrixPower = 1 << 20

// ErrMatrixShape is a sum or product of matrices of the wrong shapes.
var ErrMatrixShape = errors.New("matrices of incompatible shapes")

// ErrSingular is the inverse of a matrix whose determinant is 0.
var ErrSingular = errors.New("the matrix is singular (determinant 0)")

// Matrix is a rows×cols matrix of rationals, row by row.
type Matrix struct {
	Rows, Cols int
	A          [][]*big.Rat
}

// NewMatrix is the rows×cols zero matrix; ok is false past MaxMatrixDim.
func NewMatrix(rows, cols int) (*Matrix, error) {
	if rows < 1 || cols < 1 || rows > MaxMatrixDim || cols > MaxMatrixDim {
		return nil, fmt.Errorf("a %d×%d matrix is outside the bound %d", rows, cols, MaxMatrixDim)
	}
	m := &Matrix{Rows: rows, Cols: cols, A: make([][]*big.Rat, rows)}
	for i := range m.A {
		m.A[i] = make([]*big.Rat, cols)
		for j := range m.A[i] {
			m.A[i][j] = new(big.Rat)
		}
	}
	return m, nil
}

// Identity is the n×n identity matrix.
func Identity(n int) (*Matrix, error) {
	m, err := NewMatrix(n, n)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		m.A[i][i].SetInt64(1)
	}
	return m, nil
}

// checkSize bounds the entries' size.
func (m *Matrix) checkSize() error {
	for _, row := range m.A {
		for _, x := range row {
			if x.Num().BitLen()+x.Denom().BitLen() > IntBits {
				return fmt.Errorf("a matrix entry of more than %d bits", IntBits)
			}
		}
	}
	return nil
}

// Equal reports whether m and n are the same matrix.
func (m *Matrix) Equal(n *Matrix) bool {
	if m.Rows != n.Rows || m.Cols != n.Cols {
		return false
	}
	for i := range m.A {
		for j := range m.A[i] {
			if m.A[i][j].Cmp(n.A[i][j]) != 0 {
				return false
			}
		}
	}
	return true
}

// String is the matrix as rows in brackets: [[1, 2], [3, 4]].
func (m *Matrix) String() string {
	var rows []string
	for _, row := range m.A {
		var cells []string
		for _, x := range row {
			cells = append(cells, x.RatString())
		}
		rows = append(rows, "["+strings.Join(cells, ", ")+"]")
	}
	return "[" + strings.Join(rows, ", ") + "]"
}

// AddMatrix is m + sign·n.
func AddMatrix(m, n *Matrix, sign int) (*Matrix, error) {
	if m.Rows != n.Rows || m.Cols != n.Cols {
		return nil, fmt.Errorf("%w: %d×%d and %d×%d added", ErrMatrixShape, m.Rows, m.Cols, n.Rows, n.Cols)
	}
	out, _ := NewMatrix(m.Rows, m.Cols)
	for i := range m.A {
		for j := range m.A[i] {
			if sign < 0 {
				out.A[i][j].Sub(m.A[i][j], n.A[i][j])
			} else {
				out.A[i][j].Add(m.A[i][j], n.A[i][j])
			}
		}
	}
	return out, out.checkSize()
}

// ScaleMatrix is k·m.
func ScaleMatrix(k *big.Rat, m *Matrix) (*Matrix, error) {
	out, _ := NewMatrix(m.Rows, m.Cols)
	for i := range m.A {
		for j := range m.A[i] {
			out.A[i][j].Mul(k, m.A[i][j])
		}
	}
	return out, out.checkSize()
}

// MulMatrix is the product m·n.
func MulMatrix(m, n *Matrix) (*Matrix, error) {
	if m.Cols != n.Rows {
		return nil, fmt.Errorf("%w: %d×%d times %d×%d", ErrMatrixShape, m.Rows, m.Cols, n.Rows, n.Cols)
	}
	out, _ := NewMatrix(m.Rows, n.Cols)
	t := new(big.Rat)
	for i := 0; i < m.Rows; i++ {
		for j := 0; j < n.Cols; j++ {
			for k := 0; k < m.Cols; k++ {
				out.A[i][j].Add(out.A[i][j], t.Mul(m.A[i][k], n.A[k][j]))
			}
		}
	}
	return out, out.checkSize()
}

// Transpose is mᵀ.
func Transpose(m *Matrix) *Matrix {
	out, _ := NewMatrix(m.Cols, m.Rows)
	for i := range m.A {
		for j := range m.A[i] {
			out.A[j][i].Set(m.A[i][j])
		}
	}
	return out
}

// Det is the determinant of a square matrix, by Gaussian elimination over
// ℚ (exact).
func Det(m *Matrix) (*big.Rat, error) {
	if m.Rows != m.Cols {
		return nil, fmt.Errorf("%w: the determinant of a %d×%d matrix", ErrMatrixShape, m.Rows, m.Cols)
	}
	a := clone(m)
	det := big.NewRat(1, 1)
	n := m.Rows
	for col := 0; col < n; col++ {
		p := -1
		for r := col; r < n; r++ {
			if a.A[r][col].Sign() != 0 {
				p = r
				break
			}
		}
		if p < 0 {
			return new(big.Rat), nil
		}
		if p != col {
			a.A[p], a.A[col] = a.A[col], a.A[p]
			det.Neg(det)
		}
		piv := a.A[col][col]
		det.Mul(det, piv)
		for r := col + 1; r < n; r++ {
			eliminate(a.A[r], a.A[col], col)
		}
	}
	return det, nil
}

// eliminate subtracts from row the multiple of pivot row that zeroes its
// entry col.
func eliminate(row, pivot []*big.Rat, col int) {
	if row[col].Sign() == 0 {
		return
	}
	f := new(big.Rat).Quo(row[col], pivot[col])
	t := new(big.Rat)
	for j := col; j < len(row); j++ {
		row[j].Sub(row[j], t.Mul(f, pivot[j]))
	}
}

func clone(m *Matrix) *Matrix {
	out, _ := NewMatrix(m.Rows, m.Cols)
	for i := range m.A {
		for j := range m.A[i] {
			out.A[i][j].Set(m.A[i][j])
		}
	}
	return out
}

// RREF is the reduced row echelon form of m and its rank (exact).
func RREF(m *Matrix) (*Matrix, int) {
	a := clone(m)
	r := 0
	for col := 0; col < a.Cols && r < a.Rows; col++ {
		p := -1
		for i := r; i < a.Rows; i++ {
			if a.A[i][col].Sign() != 0 {
				p = i
				break
			}
		}
		if p < 0 {
			continue
		}
		a.A[p], a.A[r] = a.A[r], a.A[p]
		inv := new(big.Rat).Inv(a.A[r][col])
		for j := range a.A[r] {
			a.A[r][j].Mul(a.A[r][j], inv)
		}
		for i := 0; i < a.Rows; i++ {
			if i != r {
				eliminate(a.A[i], a.A[r], col)
			}
		}
		r++
	}
	return a, r
}

// Inverse is m⁻¹ by Gauss–Jordan elimination on [m | I]; ErrSingular when
// the determinant is 0.
func Inverse(m *Matrix) (*Matrix, error) {
	if m.Rows != m.Cols {
		return nil, fmt.Errorf("%w: the inverse of a %d×%d matrix", ErrMatrixShape, m.Rows, m.Cols)
	}
	if d, err := Det(m); err != nil || d.Sign() == 0 {
		return nil, ErrSingular
	}
	n := m.Rows
	aug, err := NewMatrix(n, 2*n)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			aug.A[i][j].Set(m.A[i][j])
		}
		aug.A[i][n+i].SetInt64(1)
	}
	red, _ := RREF(aug)
	out, _ := NewMatrix(n, n)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			out.A[i][j].Set(red.A[i][n+j])
		}
	}
	return out, out.checkSize()
}

// PowMatrix is m^e for a square m (e < 0: the inverse's power), by binary
// powering; stop is polled between steps (a time limit).
func PowMatrix(m *Matrix, e int64, stop func() error) (*Matrix, error) {
	if m.Rows != m.Cols {
		return nil, fmt.Errorf("%w: a power of a %d×%d matrix", ErrMatrixShape, m.Rows, m.Cols)
	}
	if e > MaxMatrixPower || e < -MaxMatrixPower {
		return nil, fmt.Errorf("the exponent %d is outside the bound %d", e, MaxMatrixPower)
	}
	base := m
	if e < 0 {
		inv, err := Inverse(m)
		if err != nil {
			return nil, err
		}
		base, e = inv, -e
	}
	acc, _ := Identity(m.Rows)
	var err error
	for ; e > 0; e >>= 1 {
		if err := stop(); err != nil {
			return nil, err
		}
		if e&1 == 1 {
			if acc, err = MulMatrix(acc, base); err != nil {
				return nil, err
			}
		}
		if e > 1 {
			if base, err = MulMatrix(base, base); err != nil {
				return nil, err
			}
		}
	}
	return acc, nil
}

// Cross is the cross product of two 3-vectors (columns or rows alike; the
// shape of a is kept).
func Cross(a, b *Matrix) (*Matrix, error) {
	u, v := vectorEntries(a), vectorEntries(b)
	if len(u) != 3 || len(v) != 3 {
		return nil, fmt.Errorf("%w: the cross product of %d×%d and %d×%d", ErrMatrixShape, a.Rows, a.Cols, b.Rows, b.Cols)
	}
	out, _ := NewMatrix(a.Rows, a.Cols)
	w := vectorEntries(out)
	t := new(big.Rat)
	for k := 0; k < 3; k++ {
		i, j := (k+1)%3, (k+2)%3
		w[k].Sub(t.Mul(u[i], v[j]), new(big.Rat).Mul(u[j], v[i]))
	}
	return out, out.checkSize()
}

// Dot is the dot product of two vectors of the same length.
func Dot(a, b *Matrix) (*big.Rat, error) {
	u, v := vectorEntries(a), vectorEntries(b)
	if u == nil || len(u) != len(v) {
		return nil, fmt.Errorf("%w: the dot product of %d×%d and %d×%d", ErrMatrixShape, a.Rows, a.Cols, b.Rows, b.Cols)
	}
	s := new(big.Rat)
	for k := range u {
		s.Add(s, new(big.Rat).Mul(u[k], v[k]))
	}
	return s, nil
}

// vectorEntries are the entries of a row or a column, or nil.
func vectorEntries(m *Matrix) []*big.Rat {
	switch {
	case m.Cols == 1:
		out := make([]*big.Rat, m.Rows)
		for i := range out {
			out[i] = m.A[i][0]
		}
		return out
	case m.Rows == 1:
		return m.A[0]
	}
	return nil
}
