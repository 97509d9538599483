package forms

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The steps of algBuilder.conv (elim.go): constants, the four operations
// and powers.

// convConst builds a constant e: a rational, or a root of a positive
// rational (√2), named like the other radicals.
func (b *algBuilder) convConst(e ast.Expr) (Mrat, bool) {
	v, err := b.c.Eval(e, nil)
	if err != nil {
		return b.fail("%s cannot be evaluated", statement.Clip(ast.Print(e), 30))
	}
	r, ok := v.Exact()
	if !ok {
		// √2: a radical of a rational is named like the others.
		if rt, isRoot := e.(*ast.Root); isRoot {
			k := 2
			if rt.Index != nil {
				k, ok = statement.IntLiteral(rt.Index)
				if !ok || k < 2 || k > 4 {
					return b.fail("the constant %s is not rational", statement.Clip(ast.Print(e), 30))
				}
			}
			if q, err := b.c.Eval(rt.X, nil); err == nil && q.IsExact() && q.Sign() > 0 {
				return b.radical(rt.X, k)
			}
		}
		return b.fail("the constant %s is not rational", statement.Clip(ast.Print(e), 30))
	}
	return Mrat{algebra.Mconst(b.N, r), b.One()}, true
}

// convArith builds a sum, difference, product or quotient of two built
// sides.
func (b *algBuilder) convArith(n *ast.Binary) (Mrat, bool) {
	x, ok1 := b.Conv(n.X)
	if !ok1 {
		return Mrat{}, false
	}
	y, ok2 := b.Conv(n.Y)
	if !ok2 {
		return Mrat{}, false
	}
	var out Mrat
	switch n.Op {
	case ast.Add, ast.Sub:
		if algebra.Mequal(x.Den, y.Den) {
			// a common denominator ((1+t²)^k of sin and cos)
			// keeps the degree down
			out = Mrat{algebra.Madd(x.Num, y.Num, n.Op == ast.Sub), x.Den}
			break
		}
		out = Mrat{algebra.Madd(algebra.Mmul(x.Num, y.Den), algebra.Mmul(y.Num, x.Den), n.Op == ast.Sub), algebra.Mmul(x.Den, y.Den)}
	case ast.Mul:
		out = Mrat{algebra.Mmul(x.Num, y.Num), algebra.Mmul(x.Den, y.Den)}
	default:
		if len(y.Num) == 0 {
			return b.fail("a division by zero")
		}
		out = Mrat{algebra.Mmul(x.Num, y.Den), algebra.Mmul(x.Den, y.Num)}
	}
	return b.check(out)
}

// convPow builds a power with a small rational exponent free of the
// unknowns: p/q names the q-th root of the base.
func (b *algBuilder) convPow(n *ast.Binary) (Mrat, bool) {
	if b.hasUnknown(n.Y) {
		return b.fail("an unknown in an exponent")
	}
	v, err := b.c.Eval(n.Y, nil)
	if err != nil {
		return b.fail("the exponent %s cannot be evaluated", statement.Clip(ast.Print(n.Y), 20))
	}
	r, ok := v.Exact()
	if !ok || r.Num().BitLen() > 8 || r.Denom().Int64() > 4 {
		return b.fail("the exponent %s is not a small rational", statement.Clip(ast.Print(n.Y), 20))
	}
	base := n.X
	if !r.IsInt() {
		t, ok := b.radical(n.X, int(r.Denom().Int64()))
		if !ok {
			return Mrat{}, false
		}
		return b.power(t, r.Num().Int64())
	}
	x, ok := b.Conv(base)
	if !ok {
		return Mrat{}, false
	}
	return b.power(x, r.Num().Int64())
}
