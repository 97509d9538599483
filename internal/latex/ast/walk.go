package ast

import "fmt"

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children of
// node with w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(e Expr) (w Visitor)
}

// Walk traverses an expression tree in depth-first order, go/ast style: it
// starts by calling v.Visit(e); e must not be nil. Children are visited in
// source order (a Func's Base before its Args, a Limit's To before X, ...).
// Nil optional children (Root.Index, Func.Base, Integral.Lo, ...) are
// skipped. Walk panics on a node type outside the closed set.
func Walk(v Visitor, e Expr) {
	if v = v.Visit(e); v == nil {
		return
	}
	walkOpt := func(x Expr) {
		if x != nil {
			Walk(v, x)
		}
	}
	switch n := e.(type) {
	case *Number, *Ident, *Const, *Text, *Bad:
		// leaves
	case *Unary:
		Walk(v, n.X)
	case *Binary:
		Walk(v, n.X)
		Walk(v, n.Y)
	case *Root:
		walkOpt(n.Index)
		Walk(v, n.X)
	case *Func:
		walkOpt(n.Base)
		walkList(v, n.Args)
	case *Postfix:
		Walk(v, n.X)
	case *Rel:
		walkList(v, n.Args)
	case *List:
		walkList(v, n.Items)
	case *Tuple:
		walkList(v, n.Items)
	case *Set:
		walkList(v, n.Items)
	case *Call:
		walkList(v, n.Args)
	case *Limit:
		walkOpt(n.To)
		Walk(v, n.X)
	case *Integral:
		walkOpt(n.Lo)
		walkOpt(n.Hi)
		Walk(v, n.X)
	case *Derivative:
		Walk(v, n.X)
	case *BigOp:
		walkOpt(n.Lo)
		walkOpt(n.Hi)
		Walk(v, n.X)
	default:
		panic(fmt.Sprintf("ast.Walk: unexpected node type %T", n))
	}
	v.Visit(nil)
}

func walkList(v Visitor, list []Expr) {
	for _, x := range list {
		Walk(v, x)
	}
}

type inspector func(Expr) bool

func (f inspector) Visit(e Expr) Visitor {
	if f(e) {
		return f
	}
	return nil
}

// Inspect traverses an expression tree in depth-first order: it starts by
// calling f(e); e must not be nil. If f returns true, Inspect invokes f
// recursively for each of the non-nil children of e, followed by a call of
// f(nil).
func Inspect(e Expr, f func(Expr) bool) {
	Walk(inspector(f), e)
}
