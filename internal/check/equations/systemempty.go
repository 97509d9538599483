package equations

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// maxInconsistentEqs bounds the linear systems whose inconsistency is
// written out as a combination.
const maxInconsistentEqs = 12

// inconsistentCombination is the evidence of an empty solution set of a
// linear system: the combination Σ λ_i (left_i - right_i) of its
// equations in which every unknown cancels, against the nonzero constant
// it equals, at the origin and at each unit point of the unknowns (an
// affine expression equal to a constant at those len(vars)+1 points is
// that constant everywhere, so no point satisfies every equation). ok is
// false when an equation is not linear in the unknowns or no such
// combination exists (the set is empty for another reason).
func (c *checker) inconsistentCombination(rels []*ast.Rel, vars []string) (decide.Comparison, bool) {
	n, m := len(vars), len(rels)
	if m == 0 || m > maxInconsistentEqs || n == 0 {
		return decide.Comparison{}, false
	}
	// row i: the coefficients of the unknowns, the constant, then the
	// combination of the equations it stands for.
	rows := make([][]*big.Rat, m)
	for i, q := range rels {
		coef, ok := c.affineCoefficients(&ast.Binary{Op: ast.Sub, X: q.Args[0], Y: q.Args[1]}, vars)
		if !ok {
			return decide.Comparison{}, false
		}
		rows[i] = append(coef, make([]*big.Rat, m)...)
		for j := range m {
			rows[i][n+1+j] = new(big.Rat)
		}
		rows[i][n+1+i].SetInt64(1)
	}
	r := 0
	for col := 0; col < n && r < m; col++ {
		p := -1
		for i := r; i < m && p < 0; i++ {
			if rows[i][col].Sign() != 0 {
				p = i
			}
		}
		if p < 0 {
			continue
		}
		rows[p], rows[r] = rows[r], rows[p]
		for i := range m {
			if i == r || rows[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(rows[i][col], rows[r][col])
			for j := range rows[i] {
				rows[i][j].Sub(rows[i][j], new(big.Rat).Mul(f, rows[r][j]))
			}
		}
		r++
	}
	for i := r; i < m; i++ {
		if rows[i][n].Sign() == 0 {
			continue
		}
		var sum ast.Expr
		for j, q := range rels {
			l := rows[i][n+1+j]
			if l.Sign() == 0 {
				continue
			}
			t := &ast.Binary{Op: ast.Mul, X: decide.ValueExpr(cas.Rat(l)), Y: &ast.Binary{Op: ast.Sub, X: q.Args[0], Y: q.Args[1]}}
			if sum == nil {
				sum = t
			} else {
				sum = &ast.Binary{Op: ast.Add, X: sum, Y: t}
			}
		}
		pts := []cas.Env{unitPoint(vars, -1)}
		for k := range vars {
			pts = append(pts, unitPoint(vars, k))
		}
		return decide.Comparison{What: fmt.Sprintf("a combination of the %d equations in which every unknown cancels, a nonzero constant", m),
			Left: sum, Right: decide.ValueExpr(cas.Rat(rows[i][n])), Points: pts, Want: record.WantEqual}, true
	}
	return decide.Comparison{}, false
}

// unitPoint is every unknown 0, the k-th 1 (none for k < 0).
func unitPoint(vars []string, k int) cas.Env {
	env := cas.Env{}
	for j, v := range vars {
		env[v] = cas.Int(0)
		if j == k {
			env[v] = cas.Int(1)
		}
	}
	return env
}

// affineCoefficients reads e as a·vars + b with rational a and b exactly:
// the coefficients of the unknowns, then the constant; ok is false when e
// is not affine in them.
func (c *checker) affineCoefficients(e ast.Expr, vars []string) ([]*big.Rat, bool) {
	b := forms.NewAlgBuilder(c.Checker, vars)
	f, ok := b.Conv(e)
	if !ok || len(b.Aux) > 0 || len(f.Den) != 1 || len(f.Num) == 0 {
		return nil, false
	}
	den := f.Den[0]
	for _, x := range den.E {
		if x != 0 {
			return nil, false
		}
	}
	out := make([]*big.Rat, len(vars)+1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for _, t := range f.Num {
		at, deg := len(vars), 0
		for i, x := range t.E {
			if x == 0 {
				continue
			}
			if x != 1 || i >= len(vars) {
				return nil, false
			}
			at, deg = i, deg+1
		}
		if deg > 1 {
			return nil, false
		}
		out[at].Quo(t.C, den.C)
	}
	return out, true
}
