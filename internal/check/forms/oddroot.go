package forms

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// oddRootReading rewrites every power a^{p/q} with an odd literal q as
// (\sqrt[q]{a})^p: the real-root reading under which a negative base is
// admissible (the strict reading, a ≥ 0 for rational exponents, is the
// evaluator's). ok reports whether anything was rewritten.
func OddRootReading(e ast.Expr) (ast.Expr, bool) {
	changed := false
	var rec func(e ast.Expr) ast.Expr
	rec = func(e ast.Expr) ast.Expr {
		switch n := e.(type) {
		case *ast.Binary:
			x, y := rec(n.X), rec(n.Y)
			if n.Op == ast.Pow {
				if p, q, ok := ratLiteral(y); ok && q%2 == 1 && q > 1 {
					changed = true
					root := &ast.Root{Span: n.Span, Index: &ast.Number{Int: itoa(q)}, X: x}
					var exp ast.Expr = &ast.Number{Int: itoa(abs(p))}
					if p < 0 {
						exp = &ast.Unary{Op: ast.Neg, X: exp}
					}
					return &ast.Binary{Span: n.Span, Op: ast.Pow, X: root, Y: exp}
				}
			}
			if x == n.X && y == n.Y {
				return n
			}
			m := *n
			m.X, m.Y = x, y
			return &m
		case *ast.Unary:
			x := rec(n.X)
			if x == n.X {
				return n
			}
			m := *n
			m.X = x
			return &m
		case *ast.Root:
			x := rec(n.X)
			if x == n.X {
				return n
			}
			m := *n
			m.X = x
			return &m
		case *ast.Rel:
			m := *n
			m.Args = nil
			for _, a := range n.Args {
				m.Args = append(m.Args, rec(a))
			}
			return &m
		case *ast.Func:
			var args []ast.Expr
			diff := false
			for _, a := range n.Args {
				b := rec(a)
				diff = diff || b != a
				args = append(args, b)
			}
			if !diff {
				return n
			}
			m := *n
			m.Args = args
			return &m
		}
		return e
	}
	out := rec(e)
	return out, changed
}

// ratLiteral reads p/q from `\frac{p}{q}`, `p/q` or `-\frac{p}{q}` with
// small integer literals.
func ratLiteral(e ast.Expr) (p, q int, ok bool) {
	neg := false
	if u, isU := e.(*ast.Unary); isU && u.Op == ast.Neg {
		neg = true
		e = u.X
	}
	b, isB := e.(*ast.Binary)
	if !isB || b.Op != ast.Div {
		return 0, 0, false
	}
	p, ok1 := statement.IntLiteral(b.X)
	q, ok2 := statement.IntLiteral(b.Y)
	if !ok1 || !ok2 || q <= 0 {
		return 0, 0, false
	}
	if neg {
		p = -p
	}
	return p, q, true
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
