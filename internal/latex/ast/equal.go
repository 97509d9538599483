package ast

// Equal reports whether a and b are the same tree, ignoring positions. Nil
// equals only nil. It is used by the round-trip tests of the reader and is
// handy for any rewrite that wants to detect a fixed point.
func Equal(a, b Expr) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch x := a.(type) {
	case *Number:
		y, ok := b.(*Number)
		return ok && x.Int == y.Int && x.Frac == y.Frac && x.Repeat == y.Repeat
	case *Ident:
		y, ok := b.(*Ident)
		return ok && x.Name == y.Name
	case *Const:
		y, ok := b.(*Const)
		return ok && x.Kind == y.Kind
	case *Unary:
		y, ok := b.(*Unary)
		return ok && x.Op == y.Op && Equal(x.X, y.X)
	case *Binary:
		y, ok := b.(*Binary)
		return ok && x.Op == y.Op && x.Form == y.Form && Equal(x.X, y.X) && Equal(x.Y, y.Y)
	case *Root:
		y, ok := b.(*Root)
		return ok && Equal(x.Index, y.Index) && Equal(x.X, y.X)
	case *Func:
		y, ok := b.(*Func)
		return ok && x.Name == y.Name && x.Other == y.Other && Equal(x.Base, y.Base) && equalList(x.Args, y.Args)
	case *Postfix:
		y, ok := b.(*Postfix)
		return ok && x.Op == y.Op && Equal(x.X, y.X)
	case *Rel:
		y, ok := b.(*Rel)
		if !ok || len(x.Ops) != len(y.Ops) {
			return false
		}
		for i := range x.Ops {
			if x.Ops[i] != y.Ops[i] {
				return false
			}
		}
		return equalList(x.Args, y.Args)
	case *List:
		y, ok := b.(*List)
		return ok && x.Sep == y.Sep && equalList(x.Items, y.Items)
	case *Tuple:
		y, ok := b.(*Tuple)
		return ok && x.Left == y.Left && x.Right == y.Right && x.Sep == y.Sep && equalList(x.Items, y.Items)
	case *Set:
		y, ok := b.(*Set)
		return ok && equalList(x.Items, y.Items)
	case *Text:
		y, ok := b.(*Text)
		return ok && x.Value == y.Value
	case *Call:
		y, ok := b.(*Call)
		return ok && x.Name == y.Name && equalList(x.Args, y.Args)
	case *Limit:
		y, ok := b.(*Limit)
		return ok && x.Var == y.Var && x.Dir == y.Dir && Equal(x.To, y.To) && Equal(x.X, y.X)
	case *Integral:
		y, ok := b.(*Integral)
		return ok && x.Var == y.Var && Equal(x.Lo, y.Lo) && Equal(x.Hi, y.Hi) && Equal(x.X, y.X)
	case *Derivative:
		y, ok := b.(*Derivative)
		return ok && x.Var == y.Var && x.Order == y.Order && Equal(x.X, y.X)
	case *BigOp:
		y, ok := b.(*BigOp)
		return ok && x.Prod == y.Prod && x.Var == y.Var && Equal(x.Lo, y.Lo) && Equal(x.Hi, y.Hi) && Equal(x.X, y.X)
	case *Bad:
		y, ok := b.(*Bad)
		return ok && x.Msg == y.Msg
	}
	return false
}

func equalList(a, b []Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}
