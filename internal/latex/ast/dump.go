package ast

import (
	"fmt"
	"strconv"
	"strings"
)

// Dump renders e as a compact S-expression for tests and notes. Spans are
// not shown. The shapes are:
//
//	12  0.5  0.(3)  x  x_12  alpha        Number, Ident
//	pi  e  inf  Z  N  Q  R  emptyset      Const
//	(neg x)  (pm x)                       Unary
//	(div:colon 12 3)  (mul:implicit 2 x)  Binary op:form (":plain" omitted)
//	(sqrt x)  (root 3 x)                  Root
//	(sin x)  (log:2 8)  (other:foo x)     Func (log base after ':')
//	(deg 30)  (percent 5)  (prime y)      Postfix
//	(rel x = 1 < 2)                       Rel
//	(list; 1 2)  (tuple(]; a b)  (set 1 2) List, Tuple, Set
//	(text "no")  (call f x)  (bad "msg")  Text, Call, Bad
//	(lim:x:+ 0 X)  (int:x lo hi X)  (deriv:x:2 X)  (sum:k lo hi X)  (prod:k lo hi X)
//
// A missing optional child (integral bounds, sum bounds) prints as _.
func Dump(e Expr) string {
	var b strings.Builder
	dump(&b, e)
	return b.String()
}

func dump(b *strings.Builder, e Expr) {
	switch n := e.(type) {
	case nil:
		b.WriteString("_")
	case *Number:
		b.WriteString(numberText(n))
	case *Ident:
		b.WriteString(n.Name)
	case *Const:
		b.WriteString(n.Kind.String())
	case *Unary:
		sexp(b, n.Op.String(), n.X)
	case *Binary:
		head := n.Op.String()
		if n.Form != FormPlain {
			head += ":" + n.Form.String()
		}
		sexp(b, head, n.X, n.Y)
	case *Root:
		if n.Index == nil {
			sexp(b, "sqrt", n.X)
		} else {
			sexp(b, "root", n.Index, n.X)
		}
	case *Func:
		head := n.Name.String()
		if n.Name == Other {
			head = "other:" + n.Other
		}
		if n.Base != nil {
			head += ":" + Dump(n.Base)
		}
		sexp(b, head, n.Args...)
	case *Postfix:
		sexp(b, n.Op.String(), n.X)
	case *Rel:
		b.WriteString("(rel")
		for i, a := range n.Args {
			b.WriteByte(' ')
			dump(b, a)
			if i < len(n.Ops) {
				b.WriteString(" " + n.Ops[i].String())
			}
		}
		b.WriteByte(')')
	case *List:
		sexp(b, "list"+n.Sep.String(), n.Items...)
	case *Tuple:
		sexp(b, "tuple"+string([]byte{n.Left, n.Right})+n.Sep.String(), n.Items...)
	case *Set:
		sexp(b, "set", n.Items...)
	case *Text:
		b.WriteString("(text " + strconv.Quote(n.Value) + ")")
	case *Call:
		sexp(b, "call "+n.Name, n.Args...)
	case *Limit:
		dir := ""
		switch {
		case n.Dir > 0:
			dir = ":+"
		case n.Dir < 0:
			dir = ":-"
		}
		sexp(b, "lim:"+n.Var+dir, n.To, n.X)
	case *Integral:
		if n.Lo == nil && n.Hi == nil {
			sexp(b, "int:"+n.Var, n.X)
		} else {
			sexp(b, "int:"+n.Var, n.Lo, n.Hi, n.X)
		}
	case *Derivative:
		sexp(b, "deriv:"+n.Var+":"+strconv.Itoa(n.Order), n.X)
	case *BigOp:
		head := "sum"
		if n.Prod {
			head = "prod"
		}
		sexp(b, head+":"+n.Var, n.Lo, n.Hi, n.X)
	case *Bad:
		b.WriteString("(bad " + strconv.Quote(n.Msg) + ")")
	default:
		fmt.Fprintf(b, "(?%T)", n)
	}
}

func sexp(b *strings.Builder, head string, args ...Expr) {
	b.WriteString("(" + head)
	for _, a := range args {
		b.WriteByte(' ')
		dump(b, a)
	}
	b.WriteByte(')')
}

// numberText is the canonical text of a number: Int[.Frac][(Repeat)].
func numberText(n *Number) string {
	s := n.Int
	if s == "" {
		s = "0"
	}
	if n.Frac != "" || n.Repeat != "" {
		s += "." + n.Frac
	}
	if n.Repeat != "" {
		s += "(" + n.Repeat + ")"
	}
	return s
}
