package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (MATH Precalculus): a projection or a reflection of vectors
// given by their components (statement.ReadVectorQuestion). The slips,
// computed here from the statement's entries:
//
//   - a projection (v·w) w or d·b, not divided by w·w (b·b);
//   - a reflection read as the projection itself, proj_v u.
//
// Each is kept when it differs from the answer, a column of exact entries.

// ProjSlip is the mutation type of a projection or a reflection.
const ProjSlip = "proj-slip"

func (g *gen) projSlip(problem, answer string) {
	q, ok := statement.ReadVectorQuestion(problem)
	if !ok {
		return
	}
	rows, ok := matrixRows(g.root, answer)
	if !ok || len(rows) != len(q.Onto) || len(rows[0]) != 1 {
		return
	}
	rat := func(e ast.Expr) *big.Rat {
		r, ok := g.exactValue(e)
		if !ok {
			return nil
		}
		return r
	}
	vec := func(es []ast.Expr) []*big.Rat {
		var out []*big.Rat
		for _, e := range es {
			r := rat(e)
			if r == nil {
				return nil
			}
			out = append(out, r)
		}
		return out
	}
	onto, ans := vec(q.Onto), vec([]ast.Expr{rows[0][0], rows[1][0]})
	if len(rows) == 3 {
		ans = vec([]ast.Expr{rows[0][0], rows[1][0], rows[2][0]})
	}
	if onto == nil || ans == nil {
		return
	}
	dot := func(a, b []*big.Rat) *big.Rat {
		s := new(big.Rat)
		for i := range a {
			s.Add(s, new(big.Rat).Mul(a[i], b[i]))
		}
		return s
	}
	var d *big.Rat
	if q.Dot != nil {
		d = rat(q.Dot)
	} else if of := vec(q.Of); of != nil {
		d = dot(of, onto)
	}
	oo := dot(onto, onto)
	if d == nil || oo.Sign() == 0 {
		return
	}
	coef := new(big.Rat).Set(d) // the projection not divided by w·w
	if q.Ask == "reflection" {
		coef.Quo(d, oo) // the reflection read as the projection
	}
	var out [][]ast.Expr
	differs := false
	for i := range onto {
		m := new(big.Rat).Mul(coef, onto[i])
		differs = differs || m.Cmp(ans[i]) != 0
		e, err := latex.ParseExpr(ratLatex(m))
		if err != nil {
			return
		}
		out = append(out, []ast.Expr{e})
	}
	s := printMatrix(out)
	if !differs || g.seen[s] {
		return
	}
	g.seen[s] = true
	g.out = append(g.out, Mutant{Type: ProjSlip, Answer: s})
}
