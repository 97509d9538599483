package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/matrixfind"
)

// Issue 42 (MATH Precalculus), the matrix asked by name
// (internal/check/linalg/findmatrix.go): the answer's matrix A, of exact
// entries, is mutated to the slips of the family, each kept when it
// differs from A (the matrix asked is unique):
//
//   - its transpose (M multiplied on the other side, the cross product
//     taken the other way round);
//   - −A, I − A (the projection onto the complement), 2A − I and
//     (A + I)/2 (a projection taken for a reflection and back);
//   - A with its first two rows swapped.
const FindMatrixSlip = "find-matrix-slip"

func init() { registerFamily(FindMatrixSlip, (*gen).findMatrixSlips) }

func (g *gen) findMatrixSlips(problem, answer string) {
	if _, ok := matrixfind.Read(problem); !ok {
		return
	}
	rows, ok := matrixRows(g.root, answer)
	if !ok || len(rows) < 2 || len(rows) != len(rows[0]) {
		return
	}
	n := len(rows)
	a := make([][]*big.Rat, n)
	for i, r := range rows {
		a[i] = make([]*big.Rat, n)
		for j, e := range r {
			v, ok := g.exactValue(e)
			if !ok {
				return
			}
			a[i][j] = v
		}
	}
	each := func(f func(i, j int) *big.Rat) [][]*big.Rat {
		out := make([][]*big.Rat, n)
		for i := range n {
			out[i] = make([]*big.Rat, n)
			for j := range n {
				out[i][j] = f(i, j)
			}
		}
		return out
	}
	delta := func(i, j int) *big.Rat {
		if i == j {
			return big.NewRat(1, 1)
		}
		return new(big.Rat)
	}
	half := big.NewRat(1, 2)
	for _, m := range [][][]*big.Rat{
		each(func(i, j int) *big.Rat { return a[j][i] }),
		each(func(i, j int) *big.Rat { return new(big.Rat).Neg(a[i][j]) }),
		each(func(i, j int) *big.Rat { return new(big.Rat).Sub(delta(i, j), a[i][j]) }),
		each(func(i, j int) *big.Rat { return new(big.Rat).Sub(new(big.Rat).Add(a[i][j], a[i][j]), delta(i, j)) }),
		each(func(i, j int) *big.Rat { return new(big.Rat).Mul(half, new(big.Rat).Add(a[i][j], delta(i, j))) }),
		each(func(i, j int) *big.Rat { return a[swapRow(i)][j] }),
	} {
		g.emitRatMatrix(a, m)
	}
}

// swapRow exchanges the indices of the first two rows.
func swapRow(i int) int {
	if i < 2 {
		return 1 - i
	}
	return i
}

// emitRatMatrix records m, printed as a pmatrix, when it differs from a.
func (g *gen) emitRatMatrix(a, m [][]*big.Rat) {
	same := true
	out := make([][]ast.Expr, len(m))
	for i, r := range m {
		for j, x := range r {
			same = same && x.Cmp(a[i][j]) == 0
			e, err := latex.ParseExpr(ratLatex(x))
			if err != nil {
				return
			}
			out[i] = append(out[i], e)
		}
	}
	s := printMatrix(out)
	if same || g.seen[s] {
		return
	}
	g.seen[s] = true
	g.out = append(g.out, Mutant{Type: FindMatrixSlip, Answer: s})
}
