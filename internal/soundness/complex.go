package soundness

import (
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Issue 25, capability 5: the complex conjugate of an answer in a+bi form.

// ComplexConj is the mutation type of a complex value.
const ComplexConj = "complex-conj" // a + bi as a - bi, b ≠ 0

// conjugate adds the complex conjugate of a one-item answer in which the
// letter i stands once, in a linear place (sums, products, a numerator):
// the answer is A + B·i and its conjugate A - B·i; the two differ when
// B ≠ 0, B being the answer at i = 1 minus the answer at i = 0 (exact).
func (g *gen) conjugate() {
	var unit *ast.Ident
	count := 0
	ast.Inspect(g.root, func(x ast.Expr) bool {
		if id, ok := x.(*ast.Ident); ok && id.Name == "i" {
			unit = id
			count++
		}
		return true
	})
	if count != 1 || !linearPlace(g.root, unit) {
		return
	}
	at1, ok1 := g.p.constant(replace(g.root, unit, num("1")))
	at0, ok0 := g.p.constant(replace(g.root, unit, num("0")))
	if !ok1 || !ok0 {
		return
	}
	r1, e1 := at1.Exact()
	r0, e0 := at0.Exact()
	if !e1 || !e0 || r1.Cmp(r0) == 0 {
		return
	}
	g.emit(ComplexConj, replace(g.root, unit, &ast.Unary{Op: ast.Neg, X: &ast.Ident{Name: "i"}}))
}

// linearPlace reports whether target stands in e only under +, -, · and
// in a numerator (e is linear in it).
func linearPlace(e, target ast.Expr) bool {
	if e == target {
		return true
	}
	under := func(x ast.Expr) bool { return has(x, func(y ast.Expr) bool { return y == target }) }
	switch n := e.(type) {
	case *ast.Unary:
		return (n.Op == ast.Neg || n.Op == ast.Plus) && linearPlace(n.X, target)
	case *ast.Binary:
		switch n.Op {
		case ast.Add, ast.Sub, ast.Mul:
			if under(n.X) {
				return !under(n.Y) && linearPlace(n.X, target)
			}
			return linearPlace(n.Y, target)
		case ast.Div:
			return !under(n.Y) && linearPlace(n.X, target)
		}
	}
	return false
}
