package statement

import "github.com/dgnpipe/dgnpipe/internal/latex/ast"

// givenPositiveShape is "(Let <equations>.) If <equations>, compute the positive value of
// $x$": the value of the one unknown x at the solutions with x > 0.
const givenPositiveShape = "(Let <equations>.) If <equations>, what is the positive value of $x$?"

// askPositive reads the expression asked by the positive-value shape: one
// letter x, which becomes the stated condition x > 0. Any other
// expression: no shape.
func (gv *GivenValue) askPositive() bool {
	id, ok := gv.Expr.(*ast.Ident)
	if !ok || !givenPlainExpr(id) {
		return false
	}
	gv.Restrict = append(gv.Restrict, &ast.Rel{Ops: []ast.RelOp{ast.Gt}, Args: []ast.Expr{&ast.Ident{Name: id.Name}, &ast.Number{Int: "0"}}})
	return true
}
