package latex

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestPrintConstructed checks the round trip on hand-built trees whose
// printing needs grouping the source did not spell out.
func TestPrintConstructed(t *testing.T) {
	n := func(s string) ast.Expr { return &ast.Number{Int: s} }
	id := func(s string) ast.Expr { return &ast.Ident{Name: s} }
	bin := func(op ast.BinaryOp, f ast.Form, x, y ast.Expr) ast.Expr {
		return &ast.Binary{Op: op, Form: f, X: x, Y: y}
	}
	frac := func(x, y ast.Expr) ast.Expr { return bin(ast.Div, ast.FormFrac, x, y) }
	imp := func(x, y ast.Expr) ast.Expr { return bin(ast.Mul, ast.FormImplicit, x, y) }
	sum := &ast.BigOp{Var: "k", Lo: n("1"), Hi: id("n"), X: id("k")}
	trees := []ast.Expr{
		imp(n("2"), frac(n("1"), n("3"))),               // not a mixed number
		imp(imp(id("x"), n("2")), frac(n("1"), n("3"))), // x·2·(1/3)
		imp(n("2"), n("3")),                             // 2·3, not 23
		imp(id("f"), &ast.Tuple{Left: '(', Right: ')', Sep: ast.Comma, Items: []ast.Expr{n("1"), n("2")}}),
		imp(imp(id("a"), id("f")), n("2")),
		imp(id("x"), &ast.Unary{Op: ast.Neg, X: id("y")}), // x·(-y)
		imp(&ast.Unary{Op: ast.Neg, X: id("x")}, id("y")), // (-x)·y
		imp(id("x"), imp(id("y"), id("z"))),               // right-nested product
		bin(ast.Sub, ast.FormPlain, id("a"), bin(ast.Add, ast.FormPlain, id("b"), id("c"))),
		bin(ast.Div, ast.FormColon, id("a"), bin(ast.Mul, ast.FormCdot, id("b"), id("c"))),
		bin(ast.Pow, ast.FormPlain, bin(ast.Pow, ast.FormPlain, id("x"), n("2")), n("3")),
		bin(ast.Pow, ast.FormPlain, &ast.Unary{Op: ast.Neg, X: n("2")}, n("2")),
		bin(ast.Mul, ast.FormCdot, sum, id("y")), // (Σ k)·y
		bin(ast.Add, ast.FormPlain, sum, n("1")),
		&ast.Unary{Op: ast.Neg, X: bin(ast.Mul, ast.FormCdot, id("a"), id("b"))},
		&ast.Postfix{Op: ast.Prime, X: bin(ast.Add, ast.FormPlain, id("x"), n("1"))},
		&ast.Derivative{X: bin(ast.Add, ast.FormPlain, id("x"), n("1")), Order: 2},
		&ast.Derivative{X: bin(ast.Pow, ast.FormPlain, id("x"), n("2")), Var: "x", Order: 3},
		&ast.Integral{Lo: n("0"), Hi: n("1"), X: imp(id("d"), id("x")), Var: "x"},
		&ast.List{Sep: ast.Comma, Items: []ast.Expr{&ast.List{Sep: ast.Semicolon, Items: []ast.Expr{n("1"), n("2")}}, n("3")}},
		&ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{id("x"), &ast.List{Sep: ast.Comma, Items: []ast.Expr{n("1"), n("2")}}}},
		&ast.Func{Name: ast.Log, Base: n("2"), Args: []ast.Expr{bin(ast.Add, ast.FormPlain, id("x"), n("1"))}},
		&ast.Func{Name: ast.Max, Args: []ast.Expr{id("a"), id("b"), id("c")}},
		&ast.Func{Name: ast.Other, Other: "base", Base: n("8"), Args: []ast.Expr{n("52")}},
		&ast.Call{Name: "f''", Args: []ast.Expr{id("x")}},
		&ast.Number{Int: "0", Frac: "1", Repeat: "6"},
		imp(&ast.Number{Int: "0", Frac: "5"}, &ast.Tuple{Left: '[', Right: ')', Sep: ast.Semicolon, Items: []ast.Expr{n("1"), n("2")}}),
	}
	for _, x := range trees {
		printed := ast.Print(x)
		y, err := ParseExpr(printed)
		if err != nil {
			t.Errorf("%s: Print gave %q which fails: %v", ast.Dump(x), printed, err)
			continue
		}
		if !ast.Equal(x, y) {
			t.Errorf("%s: Print gave %q which reads as %s", ast.Dump(x), printed, ast.Dump(y))
		}
	}
}
