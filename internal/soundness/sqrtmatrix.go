package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath), a square root B of a matrix A
// (internal/check/linalg/sqrtmatrix.go): each entry of the answer's B is
// moved by +1 and by −1, kept when the mutant squared is not A (−B, also
// a square root, is never emitted).
const SqrtMatrixSlip = "sqrt-matrix-slip"

func init() { registerFamily(SqrtMatrixSlip, (*gen).sqrtMatrixSlips) }

func (g *gen) sqrtMatrixSlips(problem, answer string) {
	src, ok := statement.SquareRootOf(problem)
	if !ok {
		return
	}
	body := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.Trim(strings.TrimSpace(answer), "$.")), "$"))
	body = strings.TrimSpace(strings.TrimPrefix(body, "B="))
	be, err1 := latex.ParseExpr(body)
	ae, err2 := latex.ParseExpr(src)
	if err1 != nil || err2 != nil {
		return
	}
	a, ok1 := g.ratRows(ae, src)
	b, ok2 := g.ratRows(be, body)
	if !ok1 || !ok2 || len(a) != len(b) || len(b) != len(b[0]) {
		return
	}
	n := len(b)
	for i := range n {
		for j := range n {
			for _, d := range []int64{1, -1} {
				m := make([][]*big.Rat, n)
				for k := range n {
					m[k] = append([]*big.Rat(nil), b[k]...)
				}
				m[i][j] = new(big.Rat).Add(b[i][j], big.NewRat(d, 1))
				if squareIs(m, a) {
					continue
				}
				rows := make([][]ast.Expr, n)
				for k := range n {
					for _, x := range m[k] {
						e, err := latex.ParseExpr(ratLatex(x))
						if err != nil {
							return
						}
						rows[k] = append(rows[k], e)
					}
				}
				if s := printMatrix(rows); !g.seen[s] {
					g.seen[s] = true
					g.out = append(g.out, Mutant{Type: SqrtMatrixSlip, Answer: s})
				}
			}
		}
	}
}

// ratRows reads a matrix literal of rational entries.
func (g *gen) ratRows(e ast.Expr, src string) ([][]*big.Rat, bool) {
	rows, ok := matrixRows(e, src)
	if !ok {
		return nil, false
	}
	out := make([][]*big.Rat, len(rows))
	for i, r := range rows {
		for _, x := range r {
			l, err := algebra.LaurentOf(x, map[string]bool{})
			if err != nil || len(l) > 1 {
				return nil, false
			}
			v := new(big.Rat)
			for _, t := range l {
				if len(t.Exps) != 0 {
					return nil, false
				}
				v = t.C
			}
			out[i] = append(out[i], v)
		}
	}
	return out, true
}

// squareIs reports m·m = a.
func squareIs(m, a [][]*big.Rat) bool {
	for i := range m {
		for j := range m {
			s := new(big.Rat)
			for k := range m {
				s.Add(s, new(big.Rat).Mul(m[i][k], m[k][j]))
			}
			if len(a[i]) != len(m) || s.Cmp(a[i][j]) != 0 {
				return false
			}
		}
	}
	return true
}

// Issue 42 (CollegeMath), A⁴ with the hint A²·A²
// (internal/check/linalg/sqrtmatrix.go): each entry of the answer's
// matrix moved by +1 and by −1 (A⁴ is one matrix, so each differs).
const PowerHintSlip = "power-hint-slip"

func init() { registerFamily(PowerHintSlip, (*gen).powerHintSlips) }

func (g *gen) powerHintSlips(problem, answer string) {
	if _, ok := statement.PowerWithHint(problem); !ok {
		return
	}
	body := strings.TrimSpace(strings.Trim(strings.TrimSpace(answer), "$"))
	e, err := latex.ParseExpr(body)
	if err != nil {
		return
	}
	b, ok := g.ratRows(e, body)
	if !ok {
		return
	}
	for i := range b {
		for j := range b[i] {
			for _, d := range []int64{1, -1} {
				rows := make([][]ast.Expr, len(b))
				for k := range b {
					for l, x := range b[k] {
						if k == i && l == j {
							x = new(big.Rat).Add(x, big.NewRat(d, 1))
						}
						v, err := latex.ParseExpr(ratLatex(x))
						if err != nil {
							return
						}
						rows[k] = append(rows[k], v)
					}
				}
				if s := printMatrix(rows); !g.seen[s] {
					g.seen[s] = true
					g.out = append(g.out, Mutant{Type: PowerHintSlip, Answer: s})
				}
			}
		}
	}
}
