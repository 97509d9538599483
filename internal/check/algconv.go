package check

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// The steps of algBuilder.conv (elim.go): constants, the four operations
// and powers.

// convConst builds a constant e: a rational, or a root of a positive
// rational (√2), named like the other radicals.
func (b *algBuilder) convConst(e ast.Expr) (mrat, bool) {
	v, err := b.c.eval(e, nil)
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
			if q, err := b.c.eval(rt.X, nil); err == nil && q.IsExact() && q.Sign() > 0 {
				return b.radical(rt.X, k)
			}
		}
		return b.fail("the constant %s is not rational", statement.Clip(ast.Print(e), 30))
	}
	return mrat{algebra.Mconst(b.n, r), b.one()}, true
}

// convArith builds a sum, difference, product or quotient of two built
// sides.
func (b *algBuilder) convArith(n *ast.Binary) (mrat, bool) {
	x, ok1 := b.conv(n.X)
	if !ok1 {
		return mrat{}, false
	}
	y, ok2 := b.conv(n.Y)
	if !ok2 {
		return mrat{}, false
	}
	var out mrat
	switch n.Op {
	case ast.Add, ast.Sub:
		if algebra.Mequal(x.den, y.den) {
			// a common denominator ((1+t²)^k of sin and cos)
			// keeps the degree down
			out = mrat{algebra.Madd(x.num, y.num, n.Op == ast.Sub), x.den}
			break
		}
		out = mrat{algebra.Madd(algebra.Mmul(x.num, y.den), algebra.Mmul(y.num, x.den), n.Op == ast.Sub), algebra.Mmul(x.den, y.den)}
	case ast.Mul:
		out = mrat{algebra.Mmul(x.num, y.num), algebra.Mmul(x.den, y.den)}
	default:
		if len(y.num) == 0 {
			return b.fail("a division by zero")
		}
		out = mrat{algebra.Mmul(x.num, y.den), algebra.Mmul(x.den, y.num)}
	}
	return b.check(out)
}

// convPow builds a power with a small rational exponent free of the
// unknowns: p/q names the q-th root of the base.
func (b *algBuilder) convPow(n *ast.Binary) (mrat, bool) {
	if b.hasUnknown(n.Y) {
		return b.fail("an unknown in an exponent")
	}
	v, err := b.c.eval(n.Y, nil)
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
			return mrat{}, false
		}
		return b.power(t, r.Num().Int64())
	}
	x, ok := b.conv(base)
	if !ok {
		return mrat{}, false
	}
	return b.power(x, r.Num().Int64())
}
