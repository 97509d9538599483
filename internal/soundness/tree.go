package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// replace returns a copy of e in which the node target (compared by
// identity) is replaced by repl. Nodes off the path to target are shared
// with e; nothing is changed in place, so e stays valid.
func replace(e, target, repl ast.Expr) ast.Expr {
	out, _ := rebuild(e, target, repl)
	return out
}

// rebuild copies the path from e down to target; found says whether target
// was under e (when it was not, e itself is returned).
func rebuild(e, target, repl ast.Expr) (ast.Expr, bool) {
	if e == nil {
		return nil, false
	}
	if e == target {
		return repl, true
	}
	r := rebuilder{target: target, repl: repl}
	switch e.(type) {
	case *ast.Unary, *ast.Binary, *ast.Root, *ast.Func, *ast.Postfix:
		return r.operation(e)
	case *ast.Rel, *ast.List, *ast.Tuple, *ast.Set, *ast.Call:
		return r.sequence(e)
	case *ast.Limit, *ast.Integral, *ast.Derivative, *ast.BigOp:
		return r.calculus(e)
	}
	return e, false
}

// rebuilder is one replacement of rebuild: each of its methods copies the
// node whose child holds target (the first such child, in reading order)
// with that child rebuilt, or returns the node itself and false.
type rebuilder struct{ target, repl ast.Expr }

func (r rebuilder) sub(x ast.Expr) (ast.Expr, bool) { return rebuild(x, r.target, r.repl) }

// list copies xs with the one element that holds target rebuilt.
func (r rebuilder) list(xs []ast.Expr) ([]ast.Expr, bool) {
	for i, x := range xs {
		if y, ok := r.sub(x); ok {
			out := append([]ast.Expr(nil), xs...)
			out[i] = y
			return out, true
		}
	}
	return xs, false
}

// operation rebuilds an operator or a function application.
func (r rebuilder) operation(e ast.Expr) (ast.Expr, bool) {
	switch n := e.(type) {
	case *ast.Unary:
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
	case *ast.Binary:
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
		if y, ok := r.sub(n.Y); ok {
			c := *n
			c.Y = y
			return &c, true
		}
	case *ast.Root:
		if x, ok := r.sub(n.Index); ok {
			c := *n
			c.Index = x
			return &c, true
		}
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
	case *ast.Func:
		if x, ok := r.sub(n.Base); ok {
			c := *n
			c.Base = x
			return &c, true
		}
		if xs, ok := r.list(n.Args); ok {
			c := *n
			c.Args = xs
			return &c, true
		}
	case *ast.Postfix:
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
	}
	return e, false
}

// sequence rebuilds a node made of a list of expressions: a relation
// chain, a list, a tuple, a set, a call's arguments.
func (r rebuilder) sequence(e ast.Expr) (ast.Expr, bool) {
	switch n := e.(type) {
	case *ast.Rel:
		if xs, ok := r.list(n.Args); ok {
			c := *n
			c.Args = xs
			return &c, true
		}
	case *ast.List:
		if xs, ok := r.list(n.Items); ok {
			c := *n
			c.Items = xs
			return &c, true
		}
	case *ast.Tuple:
		if xs, ok := r.list(n.Items); ok {
			c := *n
			c.Items = xs
			return &c, true
		}
	case *ast.Set:
		if xs, ok := r.list(n.Items); ok {
			c := *n
			c.Items = xs
			return &c, true
		}
	case *ast.Call:
		if xs, ok := r.list(n.Args); ok {
			c := *n
			c.Args = xs
			return &c, true
		}
	}
	return e, false
}

// calculus rebuilds a limit, an integral, a derivative, a sum or a
// product.
func (r rebuilder) calculus(e ast.Expr) (ast.Expr, bool) {
	switch n := e.(type) {
	case *ast.Limit:
		if x, ok := r.sub(n.To); ok {
			c := *n
			c.To = x
			return &c, true
		}
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
	case *ast.Integral:
		for _, p := range []*ast.Expr{&n.Lo, &n.Hi, &n.X} {
			if x, ok := r.sub(*p); ok {
				c := *n
				switch p {
				case &n.Lo:
					c.Lo = x
				case &n.Hi:
					c.Hi = x
				default:
					c.X = x
				}
				return &c, true
			}
		}
	case *ast.Derivative:
		if x, ok := r.sub(n.X); ok {
			c := *n
			c.X = x
			return &c, true
		}
	case *ast.BigOp:
		for _, p := range []*ast.Expr{&n.Lo, &n.Hi, &n.X} {
			if x, ok := r.sub(*p); ok {
				c := *n
				switch p {
				case &n.Lo:
					c.Lo = x
				case &n.Hi:
					c.Hi = x
				default:
					c.X = x
				}
				return &c, true
			}
		}
	}
	return e, false
}

// nodes lists every node of e in pre-order.
func nodes(e ast.Expr) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(e, func(x ast.Expr) bool {
		if x != nil {
			out = append(out, x)
		}
		return true
	})
	return out
}

// has reports whether some node of e satisfies f.
func has(e ast.Expr, f func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(e, func(x ast.Expr) bool {
		if found || x == nil {
			return false
		}
		if f(x) {
			found = true
			return false
		}
		return true
	})
	return found
}

func isInf(e ast.Expr) bool {
	c, ok := e.(*ast.Const)
	return ok && c.Kind == ast.Infinity
}

// infSign reads ∞, +∞ and -∞: +1 or -1, 0 for anything else.
func infSign(e ast.Expr) int {
	switch n := e.(type) {
	case *ast.Const:
		if n.Kind == ast.Infinity {
			return 1
		}
	case *ast.Unary:
		if isInf(n.X) {
			switch n.Op {
			case ast.Plus:
				return 1
			case ast.Neg:
				return -1
			}
		}
	}
	return 0
}

func num(s string) *ast.Number { return &ast.Number{Int: s} }
