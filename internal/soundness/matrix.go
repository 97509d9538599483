package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 5: a matrix entry changed.

// MatrixEntry is the mutation type of a matrix or vector answer.
const MatrixEntry = "matrix-entry" // one rational entry e of a matrix as e + 1

// maxMatrixMutants bounds the entries changed per answer.
const maxMatrixMutants = 4

// matrixRows reads an answer written as a matrix environment: the rows
// of the parsed tuple (a flat tuple is a column when the source
// separates its entries by \\, a row when by &).
func matrixRows(root ast.Expr, answer string) ([][]ast.Expr, bool) {
	tp, ok := root.(*ast.Tuple)
	head := strings.TrimSpace(strings.Trim(strings.TrimSpace(answer), "$"))
	for _, l := range []string{`\left(`, `\left[`} {
		head = strings.TrimSpace(strings.TrimPrefix(head, l))
	}
	if !ok || !strings.HasPrefix(head, `\begin{`) {
		return nil, false
	}
	nested := 0
	for _, it := range tp.Items {
		if _, ok := it.(*ast.Tuple); ok {
			nested++
		}
	}
	switch {
	case nested == 0 && strings.Contains(answer, `\\`) != strings.Contains(answer, "&"):
		if strings.Contains(answer, "&") {
			return [][]ast.Expr{tp.Items}, true
		}
		rows := make([][]ast.Expr, len(tp.Items))
		for i, it := range tp.Items {
			rows[i] = []ast.Expr{it}
		}
		return rows, true
	case nested == len(tp.Items):
		var rows [][]ast.Expr
		for _, it := range tp.Items {
			r := it.(*ast.Tuple).Items
			if len(r) != len(tp.Items[0].(*ast.Tuple).Items) || has(it, func(x ast.Expr) bool { return x != it && isTuple(x) }) {
				return nil, false
			}
			rows = append(rows, r)
		}
		return rows, true
	}
	return nil, false
}

func isTuple(x ast.Expr) bool { _, ok := x.(*ast.Tuple); return ok }

// printMatrix writes rows as a pmatrix.
func printMatrix(rows [][]ast.Expr) string {
	var b strings.Builder
	b.WriteString(`\begin{pmatrix} `)
	for i, r := range rows {
		if i > 0 {
			b.WriteString(` \\ `)
		}
		for j, x := range r {
			if j > 0 {
				b.WriteString(" & ")
			}
			b.WriteString(ast.Print(x))
		}
	}
	b.WriteString(` \end{pmatrix}`)
	return b.String()
}

// ratLatex writes a rational as LaTeX.
func ratLatex(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	sign := ""
	if r.Sign() < 0 {
		sign = "-"
	}
	return sign + `\frac{` + new(big.Int).Abs(r.Num()).String() + "}{" + r.Denom().String() + "}"
}

// matrixEntries reprints a matrix answer as a pmatrix (so that leg 1 reads
// the reprint as a matrix, not as a tuple) and adds, for its first
// rational entries, the matrix with that entry plus 1. It reports the
// reprint, or "" when the answer is not a matrix.
func (g *gen) matrixEntries(answer string) string {
	rows, ok := matrixRows(g.root, answer)
	if !ok {
		return ""
	}
	reprint := printMatrix(rows)
	if back, err := latex.ParseExpr(reprint); err != nil || !ast.Equal(back, g.root) {
		return ""
	}
	n := 0
	for i, r := range rows {
		for j, x := range r {
			v, ok := g.p.constant(x)
			q, exact := v.Exact()
			if !ok || !exact || n == maxMatrixMutants {
				continue
			}
			changed := make([][]ast.Expr, len(rows))
			for k := range rows {
				changed[k] = append([]ast.Expr(nil), rows[k]...)
			}
			repl, err := latex.ParseExpr(ratLatex(new(big.Rat).Add(q, big.NewRat(1, 1))))
			if err != nil {
				continue
			}
			changed[i][j] = repl
			s := printMatrix(changed)
			if g.seen[s] {
				continue
			}
			g.seen[s] = true
			g.out = append(g.out, Mutant{Type: MatrixEntry, Answer: s})
			n++
		}
	}
	return reprint
}
