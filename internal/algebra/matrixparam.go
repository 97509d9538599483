package algebra

import (
	"fmt"
	"math/big"
	"sort"
)

// ConsistentValues decides for which real h the linear system whose
// augmented matrix is aug, with its entry (pi, pj) replaced by h, is
// consistent (rank of the coefficient columns = rank of the whole matrix).
// The answer is a finite set of exceptions and whether the other values
// are consistent: the consistent h are ℝ∖except when generic is true, and
// exactly except when it is false.
//
// Exact: h is in one entry, so every minor is affine in h and vanishes
// either everywhere, nowhere or at one rational root. Off the roots of all
// minors (and 0, the root of the entry itself) the ranks are constant, so
// the roots and one other point decide every h. At most 4×5 matrices
// (a few hundred minors).
func ConsistentValues(aug *Matrix, pi, pj int) (generic bool, except []*big.Rat, err error) {
	if aug.Rows > 4 || aug.Cols > 5 || aug.Cols < 2 || pi < 0 || pi >= aug.Rows || pj < 0 || pj >= aug.Cols {
		return false, nil, fmt.Errorf("a %d×%d augmented matrix with its parameter at (%d, %d) is outside the bound 4×5", aug.Rows, aug.Cols, pi+1, pj+1)
	}
	at := func(h *big.Rat) *Matrix {
		m := clone(aug)
		m.A[pi][pj].Set(h)
		return m
	}
	cands := map[string]*big.Rat{"0": new(big.Rat)}
	zero, one := at(new(big.Rat)), at(big.NewRat(1, 1))
	for k := 1; k <= aug.Rows && k <= aug.Cols; k++ {
		for _, rows := range subsets(aug.Rows, k) {
			for _, cols := range subsets(aug.Cols, k) {
				d0, err := Det(submatrix(zero, rows, cols))
				if err != nil {
					return false, nil, err
				}
				d1, err := Det(submatrix(one, rows, cols))
				if err != nil {
					return false, nil, err
				}
				slope := new(big.Rat).Sub(d1, d0)
				if slope.Sign() != 0 {
					root := new(big.Rat).Quo(new(big.Rat).Neg(d0), slope)
					cands[root.RatString()] = root
				}
			}
		}
	}
	consistent := func(h *big.Rat) bool {
		m := at(h)
		coef, _ := NewMatrix(m.Rows, m.Cols-1)
		for i := range coef.A {
			for j := range coef.A[i] {
				coef.A[i][j].Set(m.A[i][j])
			}
		}
		_, r1 := RREF(coef)
		_, r2 := RREF(m)
		return r1 == r2
	}
	g := big.NewRat(1, 1)
	for cands[g.RatString()] != nil {
		g.Add(g, big.NewRat(1, 1))
	}
	generic = consistent(g)
	for _, c := range cands {
		if consistent(c) != generic {
			except = append(except, c)
		}
	}
	sort.Slice(except, func(i, j int) bool { return except[i].Cmp(except[j]) < 0 })
	return generic, except, nil
}

// subsets lists the k-element subsets of {0, …, n-1} in lexicographic order.
func subsets(n, k int) [][]int {
	var out [][]int
	var rec func(start int, cur []int)
	rec = func(start int, cur []int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := start; i < n; i++ {
			rec(i+1, append(cur, i))
		}
	}
	rec(0, nil)
	return out
}

func submatrix(m *Matrix, rows, cols []int) *Matrix {
	out, _ := NewMatrix(len(rows), len(cols))
	for i, r := range rows {
		for j, c := range cols {
			out.A[i][j].Set(m.A[r][c])
		}
	}
	return out
}
