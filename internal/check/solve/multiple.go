package solve

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// periodic2Pi is Periodic2Pi on this package's checker.
func periodic2Pi(c *checker, e ast.Expr, x string) bool {
	ok := true
	ast.Inspect(e, func(n ast.Expr) bool {
		switch n := n.(type) {
		case *ast.Func:
			switch n.Name {
			case ast.Sin, ast.Cos, ast.Tan, ast.Cot, ast.Sec, ast.Csc:
				if len(n.Args) == 1 && statement.ContainsVar(n.Args[0], x) && c.integerMultiple(n.Args[0], x) {
					return false
				}
			}
		case *ast.Ident:
			if n.Name == x {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// Periodic2Pi reports whether e has period 2π in x: x occurs only inside
// trigonometric functions of n·x + c for an integer n and a constant c.
func Periodic2Pi(c *decide.Checker, e ast.Expr, x string) bool {
	return periodic2Pi(&checker{c}, e, x)
}

// integerMultiple is IntegerMultiple on this package's checker.
func (c *checker) integerMultiple(e ast.Expr, x string) bool {
	var withX ast.Expr
	var add func(e ast.Expr, neg bool)
	add = func(e ast.Expr, neg bool) {
		switch n := e.(type) {
		case *ast.Binary:
			if n.Op == ast.Add || n.Op == ast.Sub {
				add(n.X, neg)
				add(n.Y, neg != (n.Op == ast.Sub))
				return
			}
		case *ast.Unary:
			if n.Op == ast.Neg {
				add(n.X, !neg)
				return
			}
		}
		if !statement.ContainsVar(e, x) {
			return
		}
		if neg {
			e = &ast.Unary{Op: ast.Neg, X: e}
		}
		if withX == nil {
			withX = e
		} else {
			withX = &ast.Binary{Op: ast.Add, X: withX, Y: e}
		}
	}
	add(e, false)
	if withX == nil {
		return false
	}
	p, ok := forms.PolyOf(c.Checker, withX, x)
	return ok && len(p) == 2 && p[0].Sign() == 0 && p[1].IsInt()
}

// IntegerMultiple reports whether e is n·x + c: the terms of the sum e
// that hold x make n·x for a non-zero integer n, the others are free of x.
func IntegerMultiple(c *decide.Checker, e ast.Expr, x string) bool {
	return (&checker{c}).integerMultiple(e, x)
}
