package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/coords"
)

// Issue 42: mutations of an answer about points and lines (a statement
// internal/statement/coords reads). A point (a, b) with a ≠ b is written
// with its coordinates swapped, (b, a): the misreading of which
// coordinate is which. A point, or a number, is moved to a neighbouring
// value: (a + 1, b), (a, b − 1), or v + 1 and v − 1. Each mutant differs
// from the answer (exact rationals for the swap; v ± 1 ≠ v).

// CoordSwap and CoordShift are the mutation types of points and lines.
const (
	CoordSwap  = "coord-swap"  // (a, b) as (b, a), a ≠ b
	CoordShift = "coord-shift" // a coordinate or the value moved by 1
)

// The types are listed after the others (Types is in table order).
func init() { Types = append(Types, CoordSwap, CoordShift) }

// coordinates adds the coord-swap and coord-shift mutants.
func (g *gen) coordinates(problem string) {
	q, ok := coords.Read(problem)
	if !ok {
		return
	}
	one := func(e ast.Expr, d int64) ast.Expr {
		return &ast.Binary{Op: ast.Add, X: e, Y: algebra.RatExpr(big.NewRat(d, 1))}
	}
	if q.Point == nil {
		if _, _, ok := g.oneValue(); ok {
			g.emit(CoordShift, one(g.root, 1))
			g.emit(CoordShift, one(g.root, -1))
		}
		return
	}
	t, ok := g.root.(*ast.Tuple)
	if !ok || len(t.Items) != 2 || t.Left != '(' || t.Right != ')' {
		return
	}
	a, ok1 := g.p.constant(t.Items[0])
	b, ok2 := g.p.constant(t.Items[1])
	ra, exa := a.Exact()
	rb, exb := b.Exact()
	if !ok1 || !ok2 || !exa || !exb {
		return
	}
	tuple := func(x, y ast.Expr) ast.Expr {
		u := *t
		u.Items = []ast.Expr{x, y}
		return &u
	}
	if ra.Cmp(rb) != 0 {
		g.emit(CoordSwap, tuple(t.Items[1], t.Items[0]))
	}
	g.emit(CoordShift, tuple(one(t.Items[0], 1), t.Items[1]))
	g.emit(CoordShift, tuple(t.Items[0], one(t.Items[1], -1)))
}
