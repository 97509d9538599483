package algebra

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// maxDerivNodes bounds the size of a derivative built by Derivative: the
// product and quotient rules double a formula at each level, so a hostile
// nesting could grow without end.
const maxDerivNodes = 20000

// Derivative is the derivative of e with respect to v, built by the rules
// of calculus. Every identifier other than v is a constant. ok is false for
// a form whose derivative is not in the table (floor, min, a function the
// reader does not know, a nested limit or integral, ±) or when the result
// would exceed maxDerivNodes nodes.
//
// The result is valid wherever e and the result are both defined: |u| is
// differentiated as u·u'/|u|, undefined where u = 0, as |u| has no
// Derivative there. A caller evaluates the result where e is defined and
// treats an error as "not computed", never as a value.
func Derivative(e ast.Expr, v string) (ast.Expr, bool) {
	d := deriver{v: v}
	out := d.of(e)
	if d.failed || out == nil || size(out, maxDerivNodes) > maxDerivNodes {
		return nil, false
	}
	return out, true
}

type deriver struct {
	v      string
	failed bool
}

// fail marks the derivative as not computed.
func (d *deriver) fail() ast.Expr {
	d.failed = true
	return zero
}

func (d *deriver) of(e ast.Expr) ast.Expr {
	if d.failed {
		return zero
	}
	if !Depends(e, d.v) {
		return zero
	}
	switch n := e.(type) {
	case *ast.Ident:
		return one
	case *ast.Unary:
		switch n.Op {
		case ast.Neg:
			return neg(d.of(n.X))
		case ast.Plus:
			return d.of(n.X)
		}
	case *ast.Binary:
		return d.binary(n)
	case *ast.Root:
		return d.root(n)
	case *ast.Func:
		return d.function(n)
	case *ast.Postfix:
		switch n.Op {
		case ast.Percent:
			return div(d.of(n.X), num(100))
		case ast.Degree:
			return mul(d.of(n.X), div(pi, num(180)))
		}
	}
	return d.fail()
}

func (d *deriver) binary(n *ast.Binary) ast.Expr {
	f, g := n.X, n.Y
	switch n.Op {
	case ast.Add:
		return add(d.of(f), d.of(g))
	case ast.Sub:
		return sub(d.of(f), d.of(g))
	case ast.Mul:
		return add(mul(d.of(f), g), mul(f, d.of(g)))
	case ast.Div:
		if !Depends(g, d.v) {
			return div(d.of(f), g)
		}
		return div(sub(mul(d.of(f), g), mul(f, d.of(g))), pow(g, num(2)))
	case ast.Pow:
		return d.power(f, g)
	}
	return d.fail()
}

// power is (f^g)': n·f^(n−1)·f' for a constant exponent, f^g·ln f·g' for a
// constant base, and f^g·(g'·ln f + g·f'/f) otherwise.
func (d *deriver) power(f, g ast.Expr) ast.Expr {
	fd, gd := Depends(f, d.v), Depends(g, d.v)
	switch {
	case !gd:
		if q, ok := ratLiteral(g); ok {
			// A literal exponent: n·f^(n−1) with n−1 computed, and no
			// F^0 (0^0 is undefined where f vanishes).
			m := new(big.Rat).Sub(q, big.NewRat(1, 1))
			if m.Sign() == 0 {
				return mul(g, d.of(f))
			}
			return mul(mul(g, pow(f, ratExpr(m))), d.of(f))
		}
		return mul(mul(g, pow(f, sub(g, one))), d.of(f))
	case !fd:
		if c, ok := f.(*ast.Const); ok && c.Kind == ast.E {
			return mul(pow(f, g), d.of(g))
		}
		return mul(mul(pow(f, g), ln(f)), d.of(g))
	}
	return mul(pow(f, g), add(mul(d.of(g), ln(f)), div(mul(g, d.of(f)), f)))
}

// root is (ⁿ√u)' = u' / (n·ⁿ√u^(n−1)) for a constant index n.
func (d *deriver) root(n *ast.Root) ast.Expr {
	if n.Index == nil {
		return div(d.of(n.X), mul(num(2), n))
	}
	if Depends(n.Index, d.v) {
		return d.fail()
	}
	return div(d.of(n.X), mul(n.Index, pow(n, sub(n.Index, one))))
}

// function is the chain rule over the table of elementary functions.
func (d *deriver) function(n *ast.Func) ast.Expr {
	if len(n.Args) != 1 || (n.Base != nil && Depends(n.Base, d.v)) {
		return d.fail()
	}
	u := n.Args[0]
	outer := d.outer(n, u)
	if outer == nil {
		return d.fail()
	}
	return mul(outer, d.of(u))
}

// outer is f'(u) for the elementary function f = n.Name, or nil.
func (d *deriver) outer(n *ast.Func, u ast.Expr) ast.Expr {
	switch n.Name {
	case ast.Sin:
		return fn(ast.Cos, u)
	case ast.Cos:
		return neg(fn(ast.Sin, u))
	case ast.Tan:
		return div(one, pow(fn(ast.Cos, u), num(2)))
	case ast.Cot:
		return neg(div(one, pow(fn(ast.Sin, u), num(2))))
	case ast.Sec:
		return mul(fn(ast.Sec, u), fn(ast.Tan, u))
	case ast.Csc:
		return neg(mul(fn(ast.Csc, u), fn(ast.Cot, u)))
	case ast.Arcsin:
		return div(one, sqrt(sub(one, pow(u, num(2)))))
	case ast.Arccos:
		return neg(div(one, sqrt(sub(one, pow(u, num(2))))))
	case ast.Arctan:
		return div(one, add(one, pow(u, num(2))))
	case ast.Arccot:
		return neg(div(one, add(one, pow(u, num(2)))))
	case ast.Sinh:
		return fn(ast.Cosh, u)
	case ast.Cosh:
		return fn(ast.Sinh, u)
	case ast.Tanh:
		return div(one, pow(fn(ast.Cosh, u), num(2)))
	case ast.Exp:
		return fn(ast.Exp, u)
	case ast.Ln:
		return div(one, u)
	case ast.Log:
		if n.Base == nil {
			return div(one, u) // the natural logarithm, as internal/cas reads it
		}
		return div(one, mul(u, ln(n.Base)))
	case ast.Lg:
		return div(one, mul(u, ln(num(10))))
	case ast.Abs:
		return div(u, n)
	}
	return nil
}
