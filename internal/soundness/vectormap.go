package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (MATH Precalculus): "A rotation centered at the origin takes $u$
// to $v.$ Which vector does the rotation take $w$ to?" (a dilation, a
// reflection, a projection). The map is applied the wrong way round,
// computed here from the statement's entries, not by leg 1:
//
//   - a rotation by the opposite angle (cos, −sin), kept when sin ≠ 0;
//   - a dilation by 1/k, kept when k ≠ ±1;
//   - a reflection and a projection: w minus the answer (the part along
//     the other line), kept when it differs from the answer.
//
// The answer must be a column of two exact entries; the mutant is printed
// as a pmatrix column.

// VectorInverse is the mutation type of a mapped vector.
const VectorInverse = "vector-inverse"

func (g *gen) vectorInverse(problem, answer string) {
	q, ok := statement.ReadVectorMap(problem)
	if !ok {
		return
	}
	rows, ok := matrixRows(g.root, answer)
	if !ok || len(rows) != 2 || len(rows[0]) != 1 {
		return
	}
	rat := func(e ast.Expr) *big.Rat {
		r, ok := g.exactValue(e)
		if !ok {
			return nil
		}
		return r
	}
	var x [8]*big.Rat
	for i, e := range []ast.Expr{q.U[0], q.U[1], q.V[0], q.V[1], q.W[0], q.W[1], rows[0][0], rows[1][0]} {
		if x[i] = rat(e); x[i] == nil {
			return
		}
	}
	u, v, w, a := x[0:2], x[2:4], x[4:6], x[6:8]
	mul := func(p, q *big.Rat) *big.Rat { return new(big.Rat).Mul(p, q) }
	add := func(p, q *big.Rat) *big.Rat { return new(big.Rat).Add(p, q) }
	sub := func(p, q *big.Rat) *big.Rat { return new(big.Rat).Sub(p, q) }
	var m [2]*big.Rat
	switch q.Kind {
	case "rotation":
		uu := add(mul(u[0], u[0]), mul(u[1], u[1]))
		if uu.Sign() == 0 {
			return
		}
		cos := new(big.Rat).Quo(add(mul(u[0], v[0]), mul(u[1], v[1])), uu)
		sin := new(big.Rat).Quo(sub(mul(u[0], v[1]), mul(u[1], v[0])), uu)
		if sin.Sign() == 0 {
			return
		}
		m = [2]*big.Rat{add(mul(cos, w[0]), mul(sin, w[1])), sub(mul(cos, w[1]), mul(sin, w[0]))}
	case "dilation":
		i := 0
		if u[0].Sign() == 0 {
			i = 1
		}
		if u[i].Sign() == 0 || v[i].Sign() == 0 {
			return
		}
		k := new(big.Rat).Quo(v[i], u[i])
		if new(big.Rat).Abs(k).Cmp(big.NewRat(1, 1)) == 0 {
			return
		}
		m = [2]*big.Rat{new(big.Rat).Quo(w[0], k), new(big.Rat).Quo(w[1], k)}
	default:
		m = [2]*big.Rat{sub(w[0], a[0]), sub(w[1], a[1])}
	}
	if m[0].Cmp(a[0]) == 0 && m[1].Cmp(a[1]) == 0 {
		return
	}
	var out [][]ast.Expr
	for _, r := range m {
		e, err := latex.ParseExpr(ratLatex(r))
		if err != nil {
			return
		}
		out = append(out, []ast.Expr{e})
	}
	s := printMatrix(out)
	if g.seen[s] {
		return
	}
	g.seen[s] = true
	g.out = append(g.out, Mutant{Type: VectorInverse, Answer: s})
}
