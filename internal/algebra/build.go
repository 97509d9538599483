package algebra

import (
	"strconv"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Builders of formulas. They fold the trivial cases (0 + x, 1·x, 0·x, x^1)
// so that a derivative stays the size of its rules, not of its bookkeeping;
// they never simplify beyond that.

var (
	zero = num(0)
	one  = num(1)
	pi   = &ast.Const{Kind: ast.Pi}
)

func num(n int64) ast.Expr {
	if n < 0 {
		return &ast.Unary{Op: ast.Neg, X: &ast.Number{Int: strconv.FormatInt(-n, 10)}}
	}
	return &ast.Number{Int: strconv.FormatInt(n, 10)}
}

// isInt reports whether e is the literal integer n (a Number, or the
// negation of one).
func isInt(e ast.Expr, n int64) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		return n != 0 && isInt(u.X, -n)
	}
	x, ok := e.(*ast.Number)
	return ok && x.Frac == "" && x.Repeat == "" && x.Int == strconv.FormatInt(n, 10)
}

func add(a, b ast.Expr) ast.Expr {
	switch {
	case isInt(a, 0):
		return b
	case isInt(b, 0):
		return a
	}
	return &ast.Binary{Op: ast.Add, X: a, Y: b}
}

func sub(a, b ast.Expr) ast.Expr {
	switch {
	case isInt(b, 0):
		return a
	case isInt(a, 0):
		return neg(b)
	}
	return &ast.Binary{Op: ast.Sub, X: a, Y: b}
}

func mul(a, b ast.Expr) ast.Expr {
	switch {
	case isInt(a, 0) || isInt(b, 0):
		return zero
	case isInt(a, 1):
		return b
	case isInt(b, 1):
		return a
	}
	return &ast.Binary{Op: ast.Mul, X: a, Y: b}
}

func div(a, b ast.Expr) ast.Expr {
	if isInt(b, 1) {
		return a
	}
	if isInt(a, 0) {
		return zero
	}
	return &ast.Binary{Op: ast.Div, X: a, Y: b}
}

func pow(a, b ast.Expr) ast.Expr {
	if isInt(b, 1) {
		return a
	}
	return &ast.Binary{Op: ast.Pow, X: a, Y: b}
}

func neg(a ast.Expr) ast.Expr {
	if isInt(a, 0) {
		return zero
	}
	if u, ok := a.(*ast.Unary); ok && u.Op == ast.Neg {
		return u.X
	}
	return &ast.Unary{Op: ast.Neg, X: a}
}

func fn(name ast.FuncName, arg ast.Expr) ast.Expr {
	return &ast.Func{Name: name, Args: []ast.Expr{arg}}
}

func ln(a ast.Expr) ast.Expr { return fn(ast.Ln, a) }

func sqrt(a ast.Expr) ast.Expr { return &ast.Root{X: a} }

// Depends reports whether e mentions the variable v anywhere (also as the
// bound variable of a sum or integral: such a formula is not differentiated
// or integrated here).
func Depends(e ast.Expr, v string) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		switch x := x.(type) {
		case *ast.Ident:
			found = found || x.Name == v
		case *ast.Integral:
			found = found || x.Var == v
		case *ast.Derivative:
			found = found || x.Var == v
		case *ast.Limit:
			found = found || x.Var == v
		}
		return !found
	})
	return found
}

// size is the number of nodes of e, counted up to a little past limit
// (shared subtrees count once per use, as a printer or evaluator walks
// them).
func size(e ast.Expr, limit int) int {
	n := 0
	ast.Inspect(e, func(x ast.Expr) bool {
		if x != nil {
			n++
		}
		return n <= limit
	})
	return n
}
