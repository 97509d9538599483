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

// EvalScale is EvalContext that also returns what it met on the way
// (Trace): the scale of the terms that may have been absorbed (Value.Scale)
// and whether an inexact value was met.
func (c *Context) EvalScale(ctx context.Context, e ast.Expr, env Env) (v Value, tr Trace, err error) {
	return c.EvalSteps(ctx, e, env, 0)
}

// EvalSteps is EvalScale that stops with ErrLimit after maxSteps nodes
// (0: no bound): the deterministic bound of a caller's work.
func (c *Context) EvalSteps(ctx context.Context, e ast.Expr, env Env, maxSteps int) (v Value, tr Trace, err error) {
	ev := &evaluator{c: c, ctx: ctx, env: env, scales: true, maxSteps: maxSteps}
	defer func() {
		if r := recover(); r != nil {
			v, err = Value{}, &Error{Kind: ErrUnsupported, Msg: fmt.Sprintf("internal error: %v", r)}
		}
	}()
	if e == nil {
		return Value{}, Trace{}, errorf(ErrUnsupported, "empty expression")
	}
	v, err = ev.eval(e)
	ev.trace.Steps = ev.steps
	return v, ev.trace, err
}

// Trace is what EvalScale saw on the way to a value.
type Trace struct {
	// Scale is the largest Scale of a value met.
	Scale int
	// Inexact says some node's value was inexact: an exact result then
	// came from an enclosure (the integer part of an irrational value),
	// not from exact arithmetic alone.
	Inexact bool
	// Steps is the number of nodes evaluated (the terms of a sum
	// counted each time): the work the evaluation took.
	Steps int
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
	// sub is the largest extreme |log10| met in the node being
	// evaluated (Value.scale).
	sub int
	// maxSteps bounds steps (0: none).
	maxSteps int
}

// ExtremeScale is the size in digits beyond which a term counts in a
// value's Scale: below it, the digits every comparison asks (20 and
// more) already cover its absorption.
const ExtremeScale = 15

// Scale says how far past v's own digits a term of its computation may
// have been absorbed, in decimal digits (0 when nowhere beyond
// ExtremeScale): the size |log10| of an argument where its function is
// flat (cos 10^-200 is 1 − 5·10^-401; arctan 10^400 is π/2 − 10^-400;
// x^(10^-200)), the digits of an exact argument that rounding drops
// (√(1 + 10^-200), ln(1 + 10^-150)), and the gap in magnitude between the
// two sides of an inexact sum ((e^1000 + 1) − e^1000). A comparison of v needs about twice that many
// digits before it can call v equal to another value.
func (v Value) Scale() int { return v.scale }

// absorbed records in the node being evaluated that a term of size s
// (in digits) may be absorbed by it.
func (ev *evaluator) absorbed(s int) {
	if s > ExtremeScale {
		ev.sub = max(ev.sub, s)
	}
}

// argScale is the digits an exact argument of an inexact operation can
// lose to rounding: the size of the largest partial quotient of its
// continued fraction (1 + 10^-200 = [1; 10^200] has one of 200 digits: it
// is that close to 1; a rational drawn at random has none beyond a few
// digits, however long it is). 0 for an inexact one (its ball carries it).
func argScale(v Value) int {
	if v.f != nil {
		return 0
	}
	return cfScale(v.rat())
}

// flatScale is the size |log10| of an argument where the function is flat
// there, so that the argument is absorbed into a value near the limit: a
// tiny one for cos, sec, cosh and exp (toward 1), a huge one for arctan,
// arccot, tanh and coth (toward their asymptotes); 0 elsewhere (ln, the
// roots, sin near 0 keep the relative size of their argument).
func flatScale(name ast.FuncName, v Value) int {
	m := magDigits(v)
	switch name {
	case ast.Cos, ast.Sec, ast.Cosh, ast.Exp:
		return max(0, -m)
	case ast.Arctan, ast.Arccot, ast.Tanh, ast.Coth:
		return max(0, m)
	}
	return 0
}

// maxCFSteps bounds the partial quotients cfScale looks at.
const maxCFSteps = 64

// cfScale is the decimal size of the largest partial quotient of r past
// the first (the integer part is r's size, which log10Mag counts).
func cfScale(r *big.Rat) int {
	a, b := new(big.Int).Abs(r.Num()), new(big.Int).Set(r.Denom())
	q, m := new(big.Int), new(big.Int)
	q.QuoRem(a, b, m)
	best := 0
	for range maxCFSteps {
		if m.Sign() == 0 {
			break
		}
		a, b = b, m
		m = new(big.Int)
		q.QuoRem(a, b, m)
		best = max(best, q.BitLen())
	}
	return int(float64(best) * 0.30103)
}

// magDigits is the signed decimal exponent of a nonzero v (from its
// binary exponent).
func magDigits(v Value) int {
	var e int
	if v.f != nil {
		e = v.f.MantExp(nil)
	} else {
		r := v.rat()
		e = r.Num().BitLen() - r.Denom().BitLen()
	}
	return int(float64(e) * 0.30103)
}

func (ev *evaluator) eval(e ast.Expr) (Value, error) {
	ev.depth++
	defer func() { ev.depth-- }()
	if ev.depth > ev.c.maxDepth() {
		return Value{}, at(errorf(ErrLimit, "expression nested deeper than %d", ev.c.maxDepth()), e.Pos())
	}
	ev.steps++
	if ev.maxSteps > 0 && ev.steps > ev.maxSteps {
		return Value{}, at(errorf(ErrLimit, "evaluation stopped after %d steps (the work bound)", ev.maxSteps), e.Pos())
	}
	if ev.steps&63 == 0 {
		if err := ev.ctx.Err(); err != nil {
			return Value{}, at(&Error{Kind: ErrLimit, Msg: "evaluation stopped: " + err.Error(), err: err}, e.Pos())
		}
	}
	outer := ev.sub
	ev.sub = 0
	v, err := ev.node(e)
	if err != nil {
		ev.sub = outer
		return Value{}, at(err, e.Pos())
	}
	v.scale = max(v.scale, ev.sub)
	ev.sub = max(outer, v.scale)
	if ev.scales {
		ev.trace.Scale = max(ev.trace.Scale, v.scale)
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
	if n.Op == ast.Add || n.Op == ast.Sub {
		if (x.f != nil || y.f != nil) && x.Sign() != 0 && y.Sign() != 0 {
			d := magDigits(x) - magDigits(y)
			ev.absorbed(max(d, -d))
		}
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
		v, err := c.Pow(x, y)
		if err == nil && v.f != nil {
			ev.absorbed(argScale(x))
			ev.absorbed(argScale(y))
			if y.Sign() != 0 {
				ev.absorbed(max(0, -magDigits(y))) // x^tiny is near 1
			}
		}
		return v, err
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
	v, err := ev.c.Root(x, idx)
	if err == nil && v.f != nil {
		ev.absorbed(argScale(x))
	}
	return v, err
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
	v, err := ev.c.Apply(n.Name, args...)
	if err == nil && v.f != nil && v.pi == nil {
		for _, a := range args {
			ev.absorbed(argScale(a))
			if a.Sign() != 0 {
				ev.absorbed(flatScale(n.Name, a))
			}
		}
	}
	return v, err
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
