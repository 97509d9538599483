package forms

import (
	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

const maxTrigMultiple = 6

// trigRat builds a trigonometric function of n·x as a rational function of
// t (variable 0).
func (b *algBuilder) trigRat(f *ast.Func) (Mrat, bool) {
	if len(f.Args) != 1 {
		return b.fail("the function %s", statement.Clip(ast.Print(f), 30))
	}
	p, ok := b.c.polyOf(f.Args[0], b.unknowns[0])
	if !ok || len(p) != 2 || p[0].Sign() != 0 || !p[1].IsInt() || p[1].Sign() <= 0 || p[1].Num().Int64() > maxTrigMultiple {
		return b.fail("the argument of %s is not n·%s for a small positive integer n", statement.Clip(ast.Print(f), 30), b.unknowns[0])
	}
	n := int(p[1].Num().Int64())
	t := algebra.Mvar(b.N, 0)
	one := b.One()
	// re + i·im = (1 - t² + 2it)^n, over (1+t²)^n
	re, im := one, algebra.Mpoly(nil)
	c0 := algebra.Madd(one, algebra.Mmul(t, t), true)
	c1 := algebra.Madd(t, t, false)
	den := one
	for k := 0; k < n; k++ {
		re, im = algebra.Madd(algebra.Mmul(re, c0), algebra.Mmul(im, c1), true), algebra.Madd(algebra.Mmul(re, c1), algebra.Mmul(im, c0), false)
		den = algebra.Mmul(den, algebra.Madd(one, algebra.Mmul(t, t), false))
	}
	switch f.Name {
	case ast.Sin:
		return b.check(Mrat{im, den})
	case ast.Cos:
		return b.check(Mrat{re, den})
	case ast.Tan:
		return b.check(Mrat{im, re})
	case ast.Cot:
		return b.check(Mrat{re, im})
	case ast.Sec:
		return b.check(Mrat{den, re})
	case ast.Csc:
		return b.check(Mrat{den, im})
	}
	return b.fail("the function %s", statement.Clip(ast.Print(f), 30))
}
