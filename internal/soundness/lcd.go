package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (CollegeMath): mutations of a least common denominator and of
// fractions built up to it (statement.ReadLCDQuestion). The denominator
// D as 2D and as v·D (v its first variable): common denominators that are
// not the least, different polynomials. Built-up fractions: the first
// numerator N as N + 1, a fraction that is not the statement's (its
// denominator is a nonzero polynomial, so the two differ by 1/D).

// LCDSlip is the mutation type of a least common denominator.
const LCDSlip = "lcd-slip" // D as 2D and v·D; a built-up N/D as (N + 1)/D

// lcdSlip adds the lcd-slip mutants.
func (g *gen) lcdSlip(problem string) {
	q, ok := statement.ReadLCDQuestion(problem)
	if !ok {
		return
	}
	vars := freeVars(g.root)
	if len(vars) == 0 {
		return
	}
	if !q.BuildUp {
		if _, isList := g.root.(*ast.List); isList {
			return
		}
		g.emit(LCDSlip, &ast.Binary{Op: ast.Mul, X: num("2"), Y: g.root})
		g.emit(LCDSlip, &ast.Binary{Op: ast.Mul, X: &ast.Ident{Name: vars[0]}, Y: g.root})
		return
	}
	l, isList := g.root.(*ast.List)
	if !isList || len(l.Items) != len(q.Items) {
		return
	}
	f, ok := l.Items[0].(*ast.Binary)
	if !ok || f.Op != ast.Div {
		return
	}
	m := *f
	m.X = &ast.Binary{Op: ast.Add, X: f.X, Y: num("1")}
	items := append([]ast.Expr{&m}, l.Items[1:]...)
	g.emit(LCDSlip, &ast.List{Sep: l.Sep, Items: items})
}
