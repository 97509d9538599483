package linalg

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// augmentedEvidence is the evidence of the (in)consistency of a system
// given by its augmented matrix [A | b] with a letter in entry (pi, pj):
// at each value v of the letter in vals, the defining equations of the
// system's status there, the entries as the statement writes them and
// the letter a variable at the point v. Consistent at v: a solution x
// (leg 1's, by elimination) and each equation Σ_j a_ij·x_j = b_i.
// Inconsistent: a combination λ of the rows in which every unknown
// cancels, Σ_i λ_i·a_ij = 0 for each column j of A, and Σ_i λ_i·b_i ≠ 0.
func augmentedEvidence(aug *algebra.Matrix, pi, pj int, letter string, vals []*big.Rat) []decide.Comparison {
	entry := func(i, j int) ast.Expr {
		if i == pi && j == pj {
			return &ast.Ident{Name: letter}
		}
		return ratExpr(aug.A[i][j])
	}
	n := aug.Cols - 1 // the unknowns
	var out []decide.Comparison
	for _, v := range vals {
		at := []cas.Env{{letter: cas.Rat(v)}}
		name := letter + "=" + v.RatString()
		x, lambda := augmentedWitness(aug, pi, pj, v)
		if lambda == nil {
			for i := range aug.Rows {
				var sum ast.Expr
				for j := range n {
					sum = addTerm(sum, &ast.Binary{Op: ast.Mul, X: entry(i, j), Y: ratExpr(x[j])})
				}
				out = append(out, decide.Comparison{What: fmt.Sprintf("%s: equation %d at the solution %s", name, i+1, ratsText(x)),
					Left: sum, Right: entry(i, n), Points: at, Want: record.WantEqual})
			}
			continue
		}
		comb := func(j int) ast.Expr {
			var sum ast.Expr
			for i := range aug.Rows {
				sum = addTerm(sum, &ast.Binary{Op: ast.Mul, X: ratExpr(lambda[i]), Y: entry(i, j)})
			}
			return sum
		}
		what := fmt.Sprintf("%s: the rows combined by %s", name, ratsText(lambda))
		for j := range n {
			out = append(out, decide.Comparison{What: fmt.Sprintf("%s, unknown %d cancels", what, j+1), Left: comb(j), Points: at, Want: record.WantZero})
		}
		ne := &ast.Rel{Ops: []ast.RelOp{ast.Ne}, Args: []ast.Expr{comb(n), &ast.Number{Int: "0"}}}
		out = append(out, decide.Comparison{What: what + ", the constants do not", Left: ne, Points: at, Want: record.WantHolds})
	}
	return out
}

// augmentedWitness is, for the letter at v, a solution x of the system
// (lambda nil) or a combination lambda of the rows of [A | b] with
// λ·A = 0 and λ·b ≠ 0 (x nil): the rows of the reduced form of
// [A | b | I] whose A part is 0 carry in their I part the combination
// they are.
func augmentedWitness(aug *algebra.Matrix, pi, pj int, v *big.Rat) (x, lambda []*big.Rat) {
	n := aug.Cols - 1
	ext, _ := algebra.NewMatrix(aug.Rows, aug.Cols+aug.Rows)
	for i := range aug.Rows {
		for j := range aug.Cols {
			ext.A[i][j].Set(aug.A[i][j])
		}
		ext.A[i][aug.Cols+i].SetInt64(1)
	}
	ext.A[pi][pj].Set(v)
	red, _ := algebra.RREF(ext)
	x = make([]*big.Rat, n)
	for j := range x {
		x[j] = new(big.Rat)
	}
	for _, row := range red.A {
		p := -1
		for j := range n {
			if row[j].Sign() != 0 {
				p = j
				break
			}
		}
		if p < 0 {
			if row[n].Sign() != 0 {
				return nil, row[aug.Cols:]
			}
			continue
		}
		// A pivot of A: with the free unknowns 0, x_p is the row's b
		// entry (the reduced form of [A | b | I] reduces [A | b] too).
		x[p].Set(row[n])
	}
	return x, nil
}

// addTerm is sum + t (t when sum is nil).
func addTerm(sum, t ast.Expr) ast.Expr {
	if sum == nil {
		return t
	}
	return &ast.Binary{Op: ast.Add, X: sum, Y: t}
}

func ratsText(rs []*big.Rat) string {
	s := "("
	for i, r := range rs {
		if i > 0 {
			s += ", "
		}
		s += r.RatString()
	}
	return s + ")"
}
