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

// The evidence of the linear-algebra checks (decide.Comparison): the
// defining equations of the answer, entry by entry, written as scalar
// expressions of the statement's and the answer's entries, so that another
// engine computes the sums of products itself; where a shape has no such
// equations, the exact values compared.

// ratExpr writes an exact rational as an expression.
func ratExpr(r *big.Rat) ast.Expr { return decide.ValueExpr(cas.Rat(r)) }

// dotExpr is Σ_k a_k·b_k as an expression (0 for no terms).
func dotExpr(a, b []*big.Rat) ast.Expr {
	var e ast.Expr
	for k := range a {
		t := &ast.Binary{Op: ast.Mul, X: ratExpr(a[k]), Y: ratExpr(b[k])}
		if e == nil {
			e = t
		} else {
			e = &ast.Binary{Op: ast.Add, X: e, Y: t}
		}
	}
	if e == nil {
		return &ast.Number{Int: "0"}
	}
	return e
}

func column(m *algebra.Matrix, j int) []*big.Rat {
	out := make([]*big.Rat, m.Rows)
	for i := range m.Rows {
		out[i] = m.A[i][j]
	}
	return out
}

func vector(m *algebra.Matrix) []*big.Rat {
	if m.Cols == 1 {
		return column(m, 0)
	}
	return m.A[0]
}

func equal(what string, l, r ast.Expr) decide.Comparison {
	return decide.Comparison{What: what, Left: l, Right: r, Want: record.WantEqual}
}

// productIsIdentity is the evidence of an inverse N of A: (A·N)_ij = δ_ij.
func productIsIdentity(a, n *algebra.Matrix) []decide.Comparison {
	var out []decide.Comparison
	for i := range a.Rows {
		for j := range n.Cols {
			d := "0"
			if i == j {
				d = "1"
			}
			out = append(out, equal(fmt.Sprintf("(A·answer)[%d,%d] = %s", i+1, j+1, d), dotExpr(a.A[i], column(n, j)), &ast.Number{Int: d}))
		}
	}
	return out
}

// entriesEqual is the evidence of two matrices compared entry by entry by
// their exact values (want computed by leg 1, got the answer's).
func entriesEqual(what string, want, got *algebra.Matrix) []decide.Comparison {
	var out []decide.Comparison
	for i := range want.Rows {
		for j := range want.Cols {
			out = append(out, equal(fmt.Sprintf("%s [%d,%d], exact values", what, i+1, j+1), ratExpr(want.A[i][j]), ratExpr(got.A[i][j])))
		}
	}
	return out
}

// scaledEntries is the evidence of an answer P = s·u vᵀ/q (a projection):
// P_ij·q = s·u_i·v_j, entry by entry.
func scaledEntries(what string, p *algebra.Matrix, q, s *big.Rat, u, v []*big.Rat) []decide.Comparison {
	var out []decide.Comparison
	for i := range p.Rows {
		for j := range p.Cols {
			l := &ast.Binary{Op: ast.Mul, X: ratExpr(p.A[i][j]), Y: ratExpr(q)}
			r := &ast.Binary{Op: ast.Mul, X: ratExpr(s), Y: &ast.Binary{Op: ast.Mul, X: ratExpr(u[i]), Y: ratExpr(v[j])}}
			out = append(out, equal(fmt.Sprintf("%s [%d,%d]", what, i+1, j+1), l, r))
		}
	}
	return out
}
