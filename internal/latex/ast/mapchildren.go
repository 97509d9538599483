package ast

import "fmt"

// MapChildren returns a shallow copy of e with f applied to each of its
// children, for the nodes of a formula: numbers, constants and identifiers
// (returned as they are), unary and binary operations, roots, functions,
// postfix operations, calls and relations. Nil optional children
// (Root.Index, Func.Base) stay nil. After f's first error the remaining
// children are kept as they are, and the error is returned with the copy.
// Any other node (lists, sets, calculus, prose) is an error.
func MapChildren(e Expr, f func(Expr) (Expr, error)) (Expr, error) {
	var err error
	each := func(c Expr) Expr {
		if err != nil || c == nil {
			return c
		}
		var out Expr
		out, err = f(c)
		return out
	}
	all := func(cs []Expr) []Expr {
		out := make([]Expr, len(cs))
		for i, c := range cs {
			out[i] = each(c)
		}
		return out
	}
	switch n := e.(type) {
	case *Number, *Const, *Ident:
		return n, nil
	case *Unary:
		m := *n
		m.X = each(n.X)
		return &m, err
	case *Binary:
		m := *n
		m.X, m.Y = each(n.X), each(n.Y)
		return &m, err
	case *Root:
		m := *n
		m.Index, m.X = each(n.Index), each(n.X)
		return &m, err
	case *Func:
		m := *n
		m.Base = each(n.Base)
		m.Args = all(n.Args)
		return &m, err
	case *Postfix:
		m := *n
		m.X = each(n.X)
		return &m, err
	case *Call:
		m := *n
		m.Args = all(n.Args)
		return &m, err
	case *Rel:
		m := *n
		m.Args = all(n.Args)
		return &m, err
	}
	return nil, fmt.Errorf("a %T is not copied", e)
}
