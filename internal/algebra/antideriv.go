package algebra

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// CondKind names a condition under which an antiderivative is valid on an
// interval: the integrand is continuous there and F' = f throughout.
type CondKind int

const (
	// NonZero: U has one strict sign on the interval (1/u, ln|u|, u^-n).
	NonZero CondKind = iota + 1
	// NonNegative: U ≥ 0 on the interval (√u, u^r with r > 0 not an
	// integer).
	NonNegative
	// Positive: U > 0 on the interval (u^r with r < 0 not an integer, or
	// an exponent the table cannot read).
	Positive
	// CosNonZero: cos U ≠ 0 on the interval (tan u, sec² u).
	CosNonZero
	// SinNonZero: sin U ≠ 0 on the interval (cot u, csc² u).
	SinNonZero
	// WithinOne: |U| < 1 on the interval (arcsin u).
	WithinOne
)

// Condition is one condition of validity. U is linear in the variable of
// integration, so it is monotone and the interval's ends decide it.
type Condition struct {
	Kind CondKind
	U    ast.Expr
}

// Antiderivation is an antiderivative F of an integrand and the conditions under
// which F(b) − F(a) is the integral over [a, b].
type Antiderivation struct {
	F     ast.Expr
	Conds []Condition
}

// Antiderivative is an antiderivative of e in v when e is a sum of constant
// multiples of table forms in a linear argument u = a·v + b: u^r, 1/u, e^u,
// C^u, sin u, cos u, tan u, cot u, sinh u, cosh u, sec² u, csc² u, 1/cos² u, 1/sin² u,
// 1/(1+u²), 1/√(1−u²), 1/√u. A product of two factors that both depend on
// v, and every other form, gives ok == false: no integration by parts or
// substitution is attempted.
func Antiderivative(e ast.Expr, v string) (Antiderivation, bool) {
	in := integrator{v: v}
	f := in.sum(e)
	if in.failed || f == nil || size(f, maxDerivNodes) > maxDerivNodes {
		return Antiderivation{}, false
	}
	return Antiderivation{F: f, Conds: in.conds}, true
}

type integrator struct {
	v      string
	conds  []Condition
	failed bool
}

func (in *integrator) fail() ast.Expr {
	in.failed = true
	return zero
}

// sum integrates term by term: sums, differences, negations, constant
// factors and constant divisors.
func (in *integrator) sum(e ast.Expr) ast.Expr {
	if in.failed {
		return zero
	}
	if !Depends(e, in.v) {
		return mul(e, &ast.Ident{Name: in.v})
	}
	switch n := e.(type) {
	case *ast.Unary:
		switch n.Op {
		case ast.Neg:
			return neg(in.sum(n.X))
		case ast.Plus:
			return in.sum(n.X)
		}
		return in.fail()
	case *ast.Binary:
		switch n.Op {
		case ast.Add:
			return add(in.sum(n.X), in.sum(n.Y))
		case ast.Sub:
			return sub(in.sum(n.X), in.sum(n.Y))
		case ast.Mul:
			if !Depends(n.X, in.v) {
				return mul(n.X, in.sum(n.Y))
			}
			if !Depends(n.Y, in.v) {
				return mul(in.sum(n.X), n.Y)
			}
			return in.fail()
		case ast.Div:
			if !Depends(n.Y, in.v) {
				return div(in.sum(n.X), n.Y)
			}
			if !Depends(n.X, in.v) {
				return mul(n.X, in.reciprocal(n.Y))
			}
			return in.fail()
		}
	}
	return in.term(e)
}

// linear is u's slope a when u is linear in v (u' free of v), else nil.
func (in *integrator) linear(u ast.Expr) ast.Expr {
	a, ok := Derivative(u, in.v)
	if !ok || Depends(a, in.v) {
		return nil
	}
	return a
}

// over divides F by the slope of its linear argument u, or fails.
func (in *integrator) over(f, u ast.Expr) ast.Expr {
	a := in.linear(u)
	if a == nil {
		return in.fail()
	}
	return div(f, a)
}

func (in *integrator) cond(k CondKind, u ast.Expr) {
	in.conds = append(in.conds, Condition{Kind: k, U: u})
}

// term integrates one table form.
func (in *integrator) term(e ast.Expr) ast.Expr {
	switch n := e.(type) {
	case *ast.Ident:
		return div(pow(n, num(2)), num(2))
	case *ast.Root:
		if n.Index != nil {
			return in.power(n.X, &ast.Binary{Op: ast.Div, X: one, Y: n.Index})
		}
		in.cond(NonNegative, n.X)
		return in.over(mul(div(num(2), num(3)), pow(n.X, div(num(3), num(2)))), n.X)
	case *ast.Binary:
		if n.Op == ast.Pow {
			return in.powerForm(n)
		}
	case *ast.Func:
		return in.function(n)
	}
	return in.fail()
}

// powerForm integrates f^g: u^r, e^u, c^u, sec² u, csc² u.
func (in *integrator) powerForm(n *ast.Binary) ast.Expr {
	f, g := n.X, n.Y
	if !Depends(f, in.v) {
		if c, ok := f.(*ast.Const); ok && c.Kind == ast.E {
			return in.over(n, g)
		}
		return in.over(div(n, ln(f)), g)
	}
	if Depends(g, in.v) {
		return in.fail()
	}
	if isInt(g, 2) {
		if t, ok := f.(*ast.Func); ok && len(t.Args) == 1 {
			switch t.Name {
			case ast.Sec:
				in.cond(CosNonZero, t.Args[0])
				return in.over(fn(ast.Tan, t.Args[0]), t.Args[0])
			case ast.Csc:
				in.cond(SinNonZero, t.Args[0])
				return in.over(neg(fn(ast.Cot, t.Args[0])), t.Args[0])
			}
		}
	}
	return in.power(f, g)
}

// power integrates u^r for a constant r: u^(r+1)/(r+1), or ln|u| at r = −1.
func (in *integrator) power(u, r ast.Expr) ast.Expr {
	q, known := ratLiteral(r)
	switch {
	case known && q.Cmp(big.NewRat(-1, 1)) == 0:
		in.cond(NonZero, u)
		return in.over(ln(fn(ast.Abs, u)), u)
	case known && q.IsInt() && q.Sign() >= 0:
	case known && q.IsInt():
		in.cond(NonZero, u)
	case known && q.Sign() > 0:
		in.cond(NonNegative, u)
	default:
		in.cond(Positive, u)
	}
	r1 := add(r, one)
	if known {
		r1 = ratExpr(new(big.Rat).Add(q, big.NewRat(1, 1)))
	}
	return in.over(div(pow(u, r1), r1), u)
}

// reciprocal integrates 1/g: 1/u, 1/u^r, 1/√u, 1/cos² u, 1/sin² u,
// 1/(1+u²), 1/√(1−u²).
func (in *integrator) reciprocal(g ast.Expr) ast.Expr {
	switch n := g.(type) {
	case *ast.Root:
		if n.Index == nil {
			if u, ok := oneMinusSquare(n.X); ok {
				in.cond(WithinOne, u)
				return in.over(fn(ast.Arcsin, u), u)
			}
			in.cond(Positive, n.X)
			return in.over(mul(num(2), n), n.X)
		}
	case *ast.Binary:
		if n.Op == ast.Pow && !Depends(n.Y, in.v) {
			if t, ok := n.X.(*ast.Func); ok && isInt(n.Y, 2) && len(t.Args) == 1 {
				switch t.Name {
				case ast.Cos:
					in.cond(CosNonZero, t.Args[0])
					return in.over(fn(ast.Tan, t.Args[0]), t.Args[0])
				case ast.Sin:
					in.cond(SinNonZero, t.Args[0])
					return in.over(neg(fn(ast.Cot, t.Args[0])), t.Args[0])
				}
			}
			return in.power(n.X, neg(n.Y))
		}
		if n.Op == ast.Add {
			if u, ok := onePlusSquare(n); ok {
				return in.over(fn(ast.Arctan, u), u)
			}
		}
	}
	return in.power(g, num(-1))
}

// function integrates sin u, cos u, tan u, cot u, e^u (exp), sinh u,
// cosh u.
func (in *integrator) function(n *ast.Func) ast.Expr {
	if len(n.Args) != 1 || n.Base != nil {
		return in.fail()
	}
	u := n.Args[0]
	switch n.Name {
	case ast.Sin:
		return in.over(neg(fn(ast.Cos, u)), u)
	case ast.Cos:
		return in.over(fn(ast.Sin, u), u)
	case ast.Exp:
		return in.over(n, u)
	case ast.Tan:
		in.cond(CosNonZero, u)
		return in.over(neg(ln(fn(ast.Abs, fn(ast.Cos, u)))), u)
	case ast.Cot:
		in.cond(SinNonZero, u)
		return in.over(ln(fn(ast.Abs, fn(ast.Sin, u))), u)
	case ast.Sinh:
		return in.over(fn(ast.Cosh, u), u)
	case ast.Cosh:
		return in.over(fn(ast.Sinh, u), u)
	}
	return in.fail()
}

// onePlusSquare reads 1 + u² (or u² + 1) and gives u.
func onePlusSquare(n *ast.Binary) (ast.Expr, bool) {
	for _, p := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
		if isInt(p[0], 1) {
			if sq, ok := p[1].(*ast.Binary); ok && sq.Op == ast.Pow && isInt(sq.Y, 2) {
				return sq.X, true
			}
		}
	}
	return nil, false
}

// oneMinusSquare reads 1 − u² and gives u.
func oneMinusSquare(e ast.Expr) (ast.Expr, bool) {
	n, ok := e.(*ast.Binary)
	if !ok || n.Op != ast.Sub || !isInt(n.X, 1) {
		return nil, false
	}
	sq, ok := n.Y.(*ast.Binary)
	if !ok || sq.Op != ast.Pow || !isInt(sq.Y, 2) {
		return nil, false
	}
	return sq.X, true
}

// ratLiteral reads a rational literal: an integer or decimal, its
// negation, or a quotient of two such.
func ratLiteral(e ast.Expr) (*big.Rat, bool) {
	switch n := e.(type) {
	case *ast.Number:
		if n.Repeat != "" {
			return nil, false
		}
		s := n.Int
		if n.Frac != "" {
			s += "." + n.Frac
		}
		return new(big.Rat).SetString(s)
	case *ast.Unary:
		if n.Op == ast.Neg {
			q, ok := ratLiteral(n.X)
			if ok {
				q.Neg(q)
			}
			return q, ok
		}
	case *ast.Binary:
		if n.Op == ast.Div {
			a, ok1 := ratLiteral(n.X)
			b, ok2 := ratLiteral(n.Y)
			if ok1 && ok2 && b.Sign() != 0 {
				return a.Quo(a, b), true
			}
		}
	}
	return nil, false
}

// RatExpr writes a rational as a literal or a quotient of literals.
func ratExpr(q *big.Rat) ast.Expr {
	n := &ast.Number{Int: new(big.Int).Abs(q.Num()).String()}
	var e ast.Expr = n
	if !q.IsInt() {
		e = &ast.Binary{Op: ast.Div, X: n, Y: &ast.Number{Int: q.Denom().String()}}
	}
	if q.Sign() < 0 {
		return neg(e)
	}
	return e
}
