package algebra

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// PrecBits is the working precision of inexact evaluation (≥ 128 bits as
// the check rules require; 192 leaves room for cancellation).
const PrecBits = 192

func MaxRat(a, b *big.Rat) *big.Rat {
	if a == nil || b.Cmp(a) > 0 {
		return b
	}
	return a
}

func MinRat(a, b *big.Rat) *big.Rat {
	if a == nil || b.Cmp(a) < 0 {
		return b
	}
	return a
}

func RatExpr(r *big.Rat) ast.Expr {
	a := new(big.Rat).Abs(r)
	var e ast.Expr = &ast.Number{Int: a.Num().String()}
	if !a.IsInt() {
		e = &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: e, Y: &ast.Number{Int: a.Denom().String()}}
	}
	if r.Sign() < 0 {
		e = &ast.Unary{Op: ast.Neg, X: e}
	}
	return e
}

func JoinOr(ss []string, empty string) string {
	if len(ss) == 0 {
		return empty
	}
	out := ss[0]
	for _, s := range ss[1:] {
		out += ", " + s
	}
	return out
}
