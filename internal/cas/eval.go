package cas

import (
	"context"
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Env maps variable names (ast.Ident.Name) to values.
type Env map[string]Value

// Eval returns the value of e with the free variables taken from env.
// On failure it returns an *Error (see ErrKind); a panic inside the
// evaluator is recovered and reported as ErrUnsupported.
func (c *Context) Eval(e ast.Expr, env Env) (Value, error) {
	return c.EvalContext(context.Background(), e, env)
}

// EvalContext is Eval under ctx: the evaluation stops with ErrLimit (whose
// cause is ctx.Err()) soon after ctx is done.
func (c *Context) EvalContext(ctx context.Context, e ast.Expr, env Env) (v Value, err error) {
	ev := &evaluator{c: c, ctx: ctx, env: env}
	defer func() {
		if r := recover(); r != nil {
			v, err = Value{}, &Error{Kind: ErrUnsupported, Msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if e == nil {
		return Value{}, errorf(ErrUnsupported, "empty expression")
	}
	return ev.eval(e)
}

// EvalScale is EvalContext that also returns the scale of the values met
// on the way: the largest |log10 |v|| of a nonzero value of any node (a
// term 10^-200 or e^1000 gives 200 or 434). A comparison of the result
// needs about twice that many digits before two values can be called the
// same: a term that small or that large can be absorbed into the result
// past the digits of the result itself (cos 10^-200 is 1 − 5·10^-401).
func (c *Context) EvalScale(ctx context.Context, e ast.Expr, env Env) (v Value, tr Trace, err error) {
	ev := &evaluator{c: c, ctx: ctx, env: env, scales: true}
	defer func() {
		if r := recover(); r != nil {
			v, err = Value{}, &Error{Kind: ErrUnsupported, Msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if e == nil {
		return Value{}, Trace{}, errorf(ErrUnsupported, "empty expression")
	}
	v, err = ev.eval(e)
	return v, ev.trace, err
}

// Trace is what EvalScale saw on the way to a value.
type Trace struct {
	// Scale is the largest |log10 |v|| of a nonzero value of a node.
	Scale int
	// Inexact says some node's value was inexact: an exact result then
	// came from an enclosure (the integer part of an irrational value),
	// not from exact arithmetic alone.
	Inexact bool
}

// log10Mag is |log10 |v|| for a nonzero v, from its binary exponent
// (within one digit), 0 for 0.
func log10Mag(v Value) int {
	var e int
	switch {
	case v.f != nil:
		if v.f.Sign() == 0 {
			return 0
		}
		e = v.f.MantExp(nil)
	default:
		r := v.rat()
		if r.Sign() == 0 {
			return 0
		}
		e = r.Num().BitLen() - r.Denom().BitLen()
	}
	if e < 0 {
		e = -e
	}
	return int(float64(e) * 0.30103)
}

type binding struct {
	name string
	val  Value
}

type evaluator struct {
	c     *Context
	ctx   context.Context
	env   Env
	bound []binding // variables of enclosing sums and products, innermost last
	depth int
	steps int
	// scales: keep the trace of the values met.
	scales bool
	trace  Trace
}

func (ev *evaluator) eval(e ast.Expr) (Value, error) {
	ev.depth++
	defer func() { ev.depth-- }()
	if ev.depth > ev.c.maxDepth() {
		return Value{}, at(errorf(ErrLimit, "expression nested deeper than %d", ev.c.maxDepth()), e.Pos())
	}
	ev.steps++
	if ev.steps&63 == 0 {
		if err := ev.ctx.Err(); err != nil {
			return Value{}, at(&Error{Kind: ErrLimit, Msg: "evaluation stopped: " + err.Error(), err: err}, e.Pos())
		}
	}
	v, err := ev.node(e)
	if err != nil {
		return Value{}, at(err, e.Pos())
	}
	if ev.scales {
		ev.trace.Scale = max(ev.trace.Scale, log10Mag(v))
		ev.trace.Inexact = ev.trace.Inexact || v.f != nil && v.pi == nil
	}
	return v, nil
}

// node evaluates one node: numbers, variables and constants here, each
// operation by its own method; a node with no value is an error that says
// what it is.
func (ev *evaluator) node(e ast.Expr) (Value, error) {
	switch n := e.(type) {
	case *ast.Number:
		return ev.number(n)
	case *ast.Ident:
		for i := len(ev.bound) - 1; i >= 0; i-- {
			if ev.bound[i].name == n.Name {
				return ev.bound[i].val, nil
			}
		}
		if v, ok := ev.env[n.Name]; ok {
			return v, nil
		}
		return Value{}, errorf(ErrUnbound, "variable %s has no value", n.Name)
	case *ast.Const:
		return ev.constant(n)
	case *ast.Unary:
		return ev.unary(n)
	case *ast.Binary:
		return ev.binary(n)
	case *ast.Root:
		return ev.root(n)
	case *ast.Func:
		return ev.fn(n)
	case *ast.Postfix:
		return ev.postfix(n)
	case *ast.BigOp:
		return ev.bigOp(n)
	case *ast.Rel:
		return Value{}, errorf(ErrUnsupported, "a relation is not a number")
	case *ast.List:
		return Value{}, errorf(ErrUnsupported, "a list is not a number")
	case *ast.Tuple:
		return Value{}, errorf(ErrUnsupported, "a tuple or interval is not a number")
	case *ast.Set:
		return Value{}, errorf(ErrUnsupported, "a set is not a number")
	case *ast.Text:
		return Value{}, errorf(ErrUnsupported, "text is not a number")
	case *ast.Call:
		return Value{}, errorf(ErrUnsupported, "unknown function %s", n.Name)
	case *ast.Limit:
		return Value{}, errorf(ErrUnsupported, "limits are not evaluated")
	case *ast.Integral:
		return Value{}, errorf(ErrUnsupported, "integrals are not evaluated")
	case *ast.Derivative:
		return Value{}, errorf(ErrUnsupported, "derivatives are not evaluated")
	case *ast.Bad:
		return Value{}, errorf(ErrUnsupported, "unreadable input: %s", n.Msg)
	}
	return Value{}, errorf(ErrUnsupported, "unknown node %T", e)
}

// number is a decimal literal, exact (a repeating decimal too), within
// the context's limit on digits.
func (ev *evaluator) number(n *ast.Number) (Value, error) {
	c := ev.c
	if len(n.Int)+len(n.Frac)+len(n.Repeat) > c.maxDigits() {
		return Value{}, errorf(ErrLimit, "number of %d digits exceeds the limit of %d", len(n.Int)+len(n.Frac)+len(n.Repeat), c.maxDigits())
	}
	r, err := decimalRat(n.Int, n.Frac, n.Repeat)
	if err != nil {
		return Value{}, errorf(ErrUnsupported, "bad number: %v", err)
	}
	return ratV(r), nil
}

// constant is π (exact, as a multiple of π) or e; infinity and the number
// sets have no value.
func (ev *evaluator) constant(n *ast.Const) (Value, error) {
	c := ev.c
	switch n.Kind {
	case ast.Pi:
		return c.piTimes(big.NewRat(1, 1)), nil
	case ast.E:
		q := c.prec() + 16
		e := eF(q)
		return c.ball(e, funcErr(e, q), true)
	case ast.Infinity:
		return Value{}, errorf(ErrUnsupported, "infinity is not a number")
	}
	return Value{}, errorf(ErrUnsupported, "a set is not a number")
}

func (ev *evaluator) unary(n *ast.Unary) (Value, error) {
	x, err := ev.eval(n.X)
	if err != nil {
		return Value{}, err
	}
	switch n.Op {
	case ast.Neg:
		return ev.c.Neg(x), nil
	case ast.Plus:
		return x, nil
	}
	return Value{}, errorf(ErrUnsupported, "± has two values")
}

// binary is one of the four operations or a power; ± and set operations
// have no single value (checked before either side is evaluated).
func (ev *evaluator) binary(n *ast.Binary) (Value, error) {
	c := ev.c
	switch n.Op {
	case ast.Add, ast.Sub, ast.Mul, ast.Div, ast.Pow:
	case ast.PlusMinus, ast.MinusPlus:
		return Value{}, errorf(ErrUnsupported, "± has two values")
	default:
		return Value{}, errorf(ErrUnsupported, "a set operation is not a number")
	}
	x, err := ev.eval(n.X)
	if err != nil {
		return Value{}, err
	}
	y, err := ev.eval(n.Y)
	if err != nil {
		return Value{}, err
	}
	switch n.Op {
	case ast.Add:
		return c.Add(x, y)
	case ast.Sub:
		return c.Sub(x, y)
	case ast.Mul:
		return c.Mul(x, y)
	case ast.Div:
		return c.Div(x, y)
	default:
		return c.Pow(x, y)
	}
}

// root is a square root, or the root of the given index.
func (ev *evaluator) root(n *ast.Root) (Value, error) {
	x, err := ev.eval(n.X)
	if err != nil {
		return Value{}, err
	}
	idx := Int(2)
	if n.Index != nil {
		if idx, err = ev.eval(n.Index); err != nil {
			return Value{}, err
		}
	}
	return ev.c.Root(x, idx)
}

// fn applies a named function to its evaluated arguments; only log takes
// a base (as its first argument), and exactly one argument with it.
func (ev *evaluator) fn(n *ast.Func) (Value, error) {
	if n.Name == ast.Other {
		return ev.other(n)
	}
	if v, ok := ev.logRootBase(n); ok {
		return v, nil
	}
	args := make([]Value, 0, len(n.Args)+1)
	if n.Base != nil {
		if n.Name != ast.Log {
			return Value{}, errorf(ErrUnsupported, "%s with a base", funcLabel(n.Name))
		}
		b, err := ev.eval(n.Base)
		if err != nil {
			return Value{}, err
		}
		args = append(args, b)
	}
	for _, a := range n.Args {
		v, err := ev.eval(a)
		if err != nil {
			return Value{}, err
		}
		args = append(args, v)
	}
	if n.Name == ast.Log && len(n.Args) != 1 {
		return Value{}, errorf(ErrUnsupported, "log takes 1 argument, got %d", len(n.Args))
	}
	return ev.c.Apply(n.Name, args...)
}

// logRootBase is log_b x exactly when the base is a root of a rational,
// b = a^(1/q), and log_a x is rational: log_b x = q·log_a x (log_{√2} 8
// = 6, an integer no enclosure could prove).
func (ev *evaluator) logRootBase(n *ast.Func) (Value, bool) {
	root, ok := n.Base.(*ast.Root)
	if n.Name != ast.Log || !ok || len(n.Args) != 1 {
		return Value{}, false
	}
	q := int64(2)
	if root.Index != nil {
		iv, err := ev.eval(root.Index)
		if err != nil || iv.f != nil || !iv.rat().IsInt() || !iv.rat().Num().IsInt64() {
			return Value{}, false
		}
		q = iv.rat().Num().Int64()
	}
	a, err := ev.eval(root.X)
	if err != nil || a.f != nil || a.Sign() <= 0 || q < 2 || q > 64 {
		return Value{}, false
	}
	x, err := ev.eval(n.Args[0])
	if err != nil || x.f != nil || x.Sign() <= 0 || a.rat().Cmp(big.NewRat(1, 1)) == 0 {
		return Value{}, false
	}
	k, ok := ev.c.exactLog(a.rat(), x.rat())
	if !ok {
		return Value{}, false
	}
	return ratV(k.Mul(k, big.NewRat(q, 1))), true
}

// postfix is a percent (x/100) or degrees (x·π/180, exact for an exact
// x); a derivative mark has no value.
func (ev *evaluator) postfix(n *ast.Postfix) (Value, error) {
	c := ev.c
	x, err := ev.eval(n.X)
	if err != nil {
		return Value{}, err
	}
	switch n.Op {
	case ast.Percent:
		return c.Div(x, Int(100))
	case ast.Degree:
		if x.f == nil {
			return c.piTimes(new(big.Rat).Quo(x.rat(), big.NewRat(180, 1))), nil
		}
		return c.Mul(x, c.piTimes(big.NewRat(1, 180)))
	}
	return Value{}, errorf(ErrUnsupported, "a derivative mark has no value")
}

// bigOp evaluates a sum or product over integer bounds.
func (ev *evaluator) bigOp(n *ast.BigOp) (Value, error) {
	c := ev.c
	if n.Lo == nil || n.Hi == nil || n.Var == "" {
		return Value{}, errorf(ErrUnsupported, "sum or product without bounds")
	}
	lo, err := ev.eval(n.Lo)
	if err != nil {
		return Value{}, err
	}
	hi, err := ev.eval(n.Hi)
	if err != nil {
		return Value{}, err
	}
	if lo.f != nil || hi.f != nil || !lo.rat().IsInt() || !hi.rat().IsInt() {
		return Value{}, errorf(ErrDomain, "bounds of a sum or product must be integers")
	}
	a, b := lo.rat().Num(), hi.rat().Num()
	acc := Int(0)
	if n.Prod {
		acc = Int(1)
	}
	if a.Cmp(b) > 0 {
		return acc, nil // empty
	}
	cnt := new(big.Int).Sub(b, a)
	if !cnt.IsInt64() || cnt.Int64() >= maxBigOpTerms {
		return Value{}, errorf(ErrLimit, "sum or product of more than %d terms", maxBigOpTerms)
	}
	ev.bound = append(ev.bound, binding{name: n.Var})
	defer func() { ev.bound = ev.bound[:len(ev.bound)-1] }()
	slot := len(ev.bound) - 1
	i := new(big.Int).Set(a)
	for k := int64(0); k <= cnt.Int64(); k++ {
		ev.bound[slot].val = ratV(new(big.Rat).SetInt(i))
		t, err := ev.eval(n.X)
		if err != nil {
			return Value{}, err
		}
		if n.Prod {
			acc, err = c.Mul(acc, t)
		} else {
			acc, err = c.Add(acc, t)
		}
		if err != nil {
			return Value{}, err
		}
		i.Add(i, bigOne)
	}
	return acc, nil
}

// other evaluates the functions the reader names by string: "ceil"
// (`\lceil x \rceil`) and "base" (`203_7`, a numeral in base 7).
func (ev *evaluator) other(n *ast.Func) (Value, error) {
	c := ev.c
	switch {
	case n.Other == "ceil" && len(n.Args) == 1 && n.Base == nil:
		x, err := ev.eval(n.Args[0])
		if err != nil {
			return Value{}, err
		}
		f, err := c.Floor(c.Neg(x))
		if err != nil {
			return Value{}, err
		}
		return c.Neg(f), nil
	case n.Other == "base" && len(n.Args) == 1 && n.Base != nil:
		num, ok := n.Args[0].(*ast.Number)
		if !ok || num.Frac != "" || num.Repeat != "" {
			return Value{}, errorf(ErrUnsupported, "a numeral in a base must be an integer")
		}
		b, err := ev.eval(n.Base)
		if err != nil {
			return Value{}, err
		}
		br := b.rat()
		if b.f != nil || !br.IsInt() || br.Cmp(big.NewRat(2, 1)) < 0 || br.Cmp(big.NewRat(36, 1)) > 0 {
			return Value{}, errorf(ErrDomain, "numeral base %s is not an integer in [2, 36]", b.Text(10))
		}
		if len(num.Int) > c.maxDigits() {
			return Value{}, errorf(ErrLimit, "numeral of %d digits exceeds the limit", len(num.Int))
		}
		v, ok := new(big.Int).SetString(num.Int, int(br.Num().Int64()))
		if !ok {
			return Value{}, errorf(ErrDomain, "%s is not a numeral in base %s", num.Int, br.Num())
		}
		return ratV(new(big.Rat).SetInt(v)), nil
	}
	return Value{}, errorf(ErrUnsupported, "unknown function %s", n.Other)
}
