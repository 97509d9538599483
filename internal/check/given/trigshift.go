package given

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/check/solve"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// piName stands for π while a shift k·π/4 is read as a polynomial.
const piName = "pi_{shift}"

// shiftedArg splits the argument n·x + kπ/4 of a trigonometric function
// into n·x and k (mod 8); ok is false when it is not of that shape.
func (c *checker) shiftedArg(arg ast.Expr, x string) (ax ast.Expr, k int64, ok bool) {
	var withX, rest []ast.Expr
	var add func(e ast.Expr, neg bool)
	add = func(e ast.Expr, neg bool) {
		if b, isB := e.(*ast.Binary); isB && (b.Op == ast.Add || b.Op == ast.Sub) {
			add(b.X, neg)
			add(b.Y, neg != (b.Op == ast.Sub))
			return
		}
		if neg {
			e = &ast.Unary{Op: ast.Neg, X: e}
		}
		if statement.ContainsVar(e, x) {
			withX = append(withX, e)
		} else {
			rest = append(rest, e)
		}
	}
	add(arg, false)
	if len(withX) != 1 || len(rest) == 0 || !solve.IntegerMultiple(c.Checker, withX[0], x) {
		return nil, 0, false
	}
	var sum ast.Expr = rest[0]
	for _, e := range rest[1:] {
		sum = &ast.Binary{Op: ast.Add, X: sum, Y: e}
	}
	p, isPoly := forms.PolyOf(c.Checker, piAsName(sum), piName)
	if !isPoly || len(p) != 2 || p[0].Sign() != 0 {
		return nil, 0, false
	}
	q := new(big.Rat).Mul(p[1], big.NewRat(4, 1))
	if !q.IsInt() {
		return nil, 0, false
	}
	k = new(big.Int).Mod(q.Num(), big.NewInt(8)).Int64()
	return withX[0], k, true
}

// piAsName is e with every π written as the name piName.
func piAsName(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Const:
		if n.Kind == ast.Pi {
			return &ast.Ident{Name: piName}
		}
	case *ast.Unary:
		m := *n
		m.X = piAsName(n.X)
		return &m
	case *ast.Binary:
		m := *n
		m.X, m.Y = piAsName(n.X), piAsName(n.Y)
		return &m
	}
	return e
}

// expandShifts rewrites sin and cos of n·x + kπ/2 and tan of n·x + kπ/4
// by the addition formulas with the exact values at the shift (sin, cos
// of kπ/2 in {0, ±1}; tan kπ/4 in {0, ±1, undefined}): the result agrees
// with e wherever both are defined, and is undefined where tan(n·x) is.
func (c *checker) expandShifts(e ast.Expr, x string) ast.Expr {
	switch n := e.(type) {
	case *ast.Unary:
		m := *n
		m.X = c.expandShifts(n.X, x)
		return &m
	case *ast.Binary:
		m := *n
		m.X, m.Y = c.expandShifts(n.X, x), c.expandShifts(n.Y, x)
		return &m
	case *ast.Root:
		m := *n
		m.X = c.expandShifts(n.X, x)
		return &m
	case *ast.Func:
		if len(n.Args) != 1 || n.Base != nil {
			return n
		}
		a, k, ok := c.shiftedArg(n.Args[0], x)
		if !ok {
			return n
		}
		if r, ok := shiftFormula(n.Name, a, k); ok {
			return r
		}
	}
	return e
}

// shiftFormula is f(a + kπ/4) in terms of f(a), ok false when that needs
// √2 (sin, cos at odd k).
func shiftFormula(name ast.FuncName, a ast.Expr, k int64) (ast.Expr, bool) {
	fn := func(nm ast.FuncName) ast.Expr { return &ast.Func{Name: nm, Args: []ast.Expr{a}} }
	neg := func(e ast.Expr) ast.Expr { return &ast.Unary{Op: ast.Neg, X: e} }
	one := &ast.Number{Int: "1"}
	switch name {
	case ast.Sin, ast.Cos:
		if k%2 != 0 {
			return nil, false
		}
		s, co := fn(ast.Sin), fn(ast.Cos)
		if name == ast.Cos {
			// cos(a + kπ/4) = sin(a + (k+2)π/4)
			k = (k + 2) % 8
		}
		return []ast.Expr{s, co, neg(s), neg(co)}[k/2], true
	case ast.Tan:
		t := fn(ast.Tan)
		switch k % 4 {
		case 0:
			return t, true
		case 1:
			return &ast.Binary{Op: ast.Div, X: &ast.Binary{Op: ast.Add, X: one, Y: t}, Y: &ast.Binary{Op: ast.Sub, X: one, Y: t}}, true
		case 2:
			return neg(fn(ast.Cot)), true
		default:
			return &ast.Binary{Op: ast.Div, X: &ast.Binary{Op: ast.Sub, X: t, Y: one}, Y: &ast.Binary{Op: ast.Add, X: one, Y: t}}, true
		}
	}
	return nil, false
}
