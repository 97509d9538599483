package score

import (
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/answer"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// A gold answer whose only free name is `i` (`1+2i`, `\frac{1}{2}-\frac{\sqrt3}{2}i`)
// is a complex number: under the default rules `i` is then the imaginary
// unit on both sides, so `i(2-i)` and `2i-i^2` equal `1+2i` (issue 28,
// point 5). Elsewhere `i` stays a variable name.

// cvalue is the complex number re + im·i.
type cvalue struct{ re, im cas.Value }

// maxComplexPow bounds |n| in a power z^n of a complex value.
const maxComplexPow = 64

// complexValues compares g and p as complex numbers when g is one; ok is
// false when g is not complex or a side cannot be evaluated so.
func (s *symbolic) complexValues(g, p ast.Expr) (Outcome, bool) {
	if !slices.Equal(answer.FreeVars(g), []string{"i"}) {
		return Undecided, false
	}
	for _, v := range answer.FreeVars(p) {
		if v != "i" {
			return Reject, true // a free variable against a complex number
		}
	}
	a, ok1 := s.evalComplex(g)
	b, ok2 := s.evalComplex(p)
	if !ok1 || !ok2 {
		return Undecided, false
	}
	re, im := s.near(a.re, b.re), s.near(a.im, b.im)
	if !re || !im {
		return Reject, true
	}
	if a.re.IsExact() && a.im.IsExact() && b.re.IsExact() && b.im.IsExact() {
		return Accept, true
	}
	// Inexact parts agree within tolerance: equality only under the bound
	// of proven.go.
	m1, ok1 := s.scaleBits(g, nil)
	m2, ok2 := s.scaleBits(p, nil)
	if ok1 && ok2 && max(m1, m2) <= maxEndScale {
		return Accept, true
	}
	return Undecided, true
}

// evalComplex evaluates e with `i` the imaginary unit: sums, differences,
// products, quotients and integer powers of complex values, the rest by
// cas as real values; ok is false for anything else (a function of a
// complex argument, a non-integer power).
func (s *symbolic) evalComplex(e ast.Expr) (cvalue, bool) {
	if !slices.Contains(answer.FreeVars(e), "i") {
		v, err := s.c.Eval(e, nil)
		return cvalue{re: v}, err == nil
	}
	switch x := e.(type) {
	case *ast.Ident:
		return cvalue{im: cas.Int(1)}, x.Name == "i"
	case *ast.Unary:
		z, ok := s.evalComplex(x.X)
		switch x.Op {
		case ast.Plus:
			return z, ok
		case ast.Neg:
			return cvalue{s.c.Neg(z.re), s.c.Neg(z.im)}, ok
		}
		return cvalue{}, false
	case *ast.Binary:
		return s.complexBinary(x)
	}
	return cvalue{}, false
}

// complexBinary evaluates a binary operation of evalComplex.
func (s *symbolic) complexBinary(x *ast.Binary) (cvalue, bool) {
	a, ok1 := s.evalComplex(x.X)
	if !ok1 {
		return cvalue{}, false
	}
	if x.Op == ast.Pow {
		n, err := s.c.Eval(x.Y, nil)
		r, exact := n.Exact()
		if err != nil || !exact || !r.IsInt() || !r.Num().IsInt64() || abs64(r.Num().Int64()) > maxComplexPow {
			return cvalue{}, false
		}
		return s.cpow(a, r.Num().Int64())
	}
	b, ok2 := s.evalComplex(x.Y)
	if !ok2 {
		return cvalue{}, false
	}
	switch x.Op {
	case ast.Add:
		return s.cadd(a, b, false)
	case ast.Sub:
		return s.cadd(a, b, true)
	case ast.Mul:
		return s.cmul(a, b)
	case ast.Div:
		return s.cdiv(a, b)
	}
	return cvalue{}, false
}

// cadd is a+b (a-b when sub).
func (s *symbolic) cadd(a, b cvalue, sub bool) (cvalue, bool) {
	op := s.c.Add
	if sub {
		op = s.c.Sub
	}
	re, err1 := op(a.re, b.re)
	im, err2 := op(a.im, b.im)
	return cvalue{re, im}, err1 == nil && err2 == nil
}

// cmul is a·b.
func (s *symbolic) cmul(a, b cvalue) (cvalue, bool) {
	ac, e1 := s.c.Mul(a.re, b.re)
	bd, e2 := s.c.Mul(a.im, b.im)
	ad, e3 := s.c.Mul(a.re, b.im)
	bc, e4 := s.c.Mul(a.im, b.re)
	re, e5 := s.c.Sub(ac, bd)
	im, e6 := s.c.Add(ad, bc)
	return cvalue{re, im}, e1 == nil && e2 == nil && e3 == nil && e4 == nil && e5 == nil && e6 == nil
}

// cdiv is a/b; ok is false when b is 0.
func (s *symbolic) cdiv(a, b cvalue) (cvalue, bool) {
	conj := cvalue{b.re, s.c.Neg(b.im)}
	num, ok1 := s.cmul(a, conj)
	den, ok2 := s.cmul(b, conj) // |b|², real
	if !ok1 || !ok2 || den.re.Sign() == 0 {
		return cvalue{}, false
	}
	re, e1 := s.c.Div(num.re, den.re)
	im, e2 := s.c.Div(num.im, den.re)
	return cvalue{re, im}, e1 == nil && e2 == nil
}

// cpow is z^n for an integer n (|n| ≤ maxComplexPow).
func (s *symbolic) cpow(z cvalue, n int64) (cvalue, bool) {
	out := cvalue{re: cas.Int(1)}
	ok := true
	for k := int64(0); k < abs64(n) && ok; k++ {
		out, ok = s.cmul(out, z)
	}
	if ok && n < 0 {
		out, ok = s.cdiv(cvalue{re: cas.Int(1)}, out)
	}
	return out, ok
}
