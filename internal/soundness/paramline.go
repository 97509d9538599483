package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/paramline"
)

// Issue 42 (MATH Precalculus): questions on parameterized lines
// (paramline.Read, linalg.CheckParamLine). A pair or a column answer is
// mutated to its first two entries swapped, its first entry negated and
// its last entry plus 1 (each kept when it changes the answer); a cosine
// to twice and half of itself.
const LineSlip = "line-slip"

func init() { registerFamily(LineSlip, (*gen).lineSlips) }

func (g *gen) lineSlips(problem, answer string) {
	q, ok := paramline.Read(problem)
	if !ok {
		return
	}
	if q.Ask == paramline.CosAngle {
		if v, ok := g.exactValue(g.root); ok && v.Sign() == 0 {
			return
		}
		two := &ast.Number{Int: "2"}
		g.emit(LineSlip, &ast.Binary{Op: ast.Mul, X: two, Y: g.root})
		g.emit(LineSlip, &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: g.root, Y: two})
		return
	}
	var entries []*big.Rat
	column := false
	if rows, ok := matrixRows(g.root, answer); ok {
		for _, r := range rows {
			if len(r) != 1 {
				return
			}
			v, ok := g.exactValue(r[0])
			if !ok {
				return
			}
			entries = append(entries, v)
		}
		column = true
	} else if t, ok := g.root.(*ast.Tuple); ok && t.Left == '(' && len(t.Items) >= 2 {
		for _, e := range t.Items {
			v, ok := g.exactValue(e)
			if !ok {
				return
			}
			entries = append(entries, v)
		}
	} else {
		return
	}
	n := len(entries)
	swapped := append([]*big.Rat{entries[1], entries[0]}, entries[2:]...)
	negated := append([]*big.Rat{new(big.Rat).Neg(entries[0])}, entries[1:]...)
	plusOne := append(append([]*big.Rat{}, entries[:n-1]...), new(big.Rat).Add(entries[n-1], big.NewRat(1, 1)))
	for _, m := range [][]*big.Rat{swapped, negated, plusOne} {
		same := true
		var items []ast.Expr
		for i, v := range m {
			same = same && v.Cmp(entries[i]) == 0
			e, err := latex.ParseExpr(ratLatex(v))
			if err != nil {
				return
			}
			items = append(items, e)
		}
		if same {
			continue
		}
		if column {
			rows := make([][]ast.Expr, n)
			for i, e := range items {
				rows[i] = []ast.Expr{e}
			}
			if s := printMatrix(rows); !g.seen[s] {
				g.seen[s] = true
				g.out = append(g.out, Mutant{Type: LineSlip, Answer: s})
			}
			continue
		}
		g.emit(LineSlip, &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: items})
	}
}
