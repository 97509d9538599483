package soundness

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Issue 42 (MATH Precalculus): mutations of a converted point ("Convert the
// point $P$ in rectangular coordinates to polar coordinates."). An angle is
// turned by π/6, the neighbouring value of the books' angles:
//
//   - to polar, cylindrical or spherical: the answer's θ (and, spherical,
//     its φ) turned by π/6 inside the range the form asks (+π/6, or -π/6
//     at the top of the range). The form makes the answer unique off the
//     z-axis, so the turned answer is another point's;
//   - to rectangular: the rectangular image of the given point with its θ
//     turned by π/6, a rotation about the z-axis, kept only when it is
//     provably another point (the point is off the axis).
//
// The map to rectangular coordinates is written here again, not taken
// from leg 1.

// CoordTurn is the mutation type of a converted point.
const CoordTurn = "coord-turn"

func (g *gen) coordTurn(problem string) {
	q, ok := statement.ReadCoordConversion(problem)
	if !ok {
		return
	}
	t, ok := g.root.(*ast.Tuple)
	if !ok || len(t.Items) != len(q.Point) {
		return
	}
	if q.To == "rectangular" {
		p := append([]ast.Expr(nil), q.Point...)
		p[1] = &ast.Binary{Op: ast.Add, X: p[1], Y: piTimes(big.NewRat(1, 6))}
		img := &ast.Tuple{Left: '(', Right: ')', Sep: t.Sep, Items: rectOf(q.From, p)}
		if g.p.elemDiffer(element{coords: t.Items}, element{coords: img.Items}) {
			g.emit(CoordTurn, img)
		}
		return
	}
	g.turnAngle(t.Items[1], 2, false)
	if q.To == "spherical" {
		g.turnAngle(t.Items[2], 1, true)
	}
}

// turnAngle emits the answer with the angle a (an exact multiple kπ of π,
// in [0, top·π), or [0, top·π] when closed) turned by π/6 within that range.
func (g *gen) turnAngle(a ast.Expr, top int64, closed bool) {
	v, ok := g.p.constant(a)
	if !ok {
		return
	}
	k, ok := v.PiMultiple()
	if r, exact := v.Exact(); exact && r.Sign() == 0 {
		k, ok = r, true
	}
	if !ok {
		return
	}
	hi := big.NewRat(top, 1)
	up := new(big.Rat).Add(k, big.NewRat(1, 6))
	if c := up.Cmp(hi); c > 0 || c == 0 && !closed {
		up.Sub(k, big.NewRat(1, 6))
	}
	if up.Sign() < 0 {
		return
	}
	turned, err := latex.ParseExpr(piLaTeX(up))
	if err != nil {
		return
	}
	g.emit(CoordTurn, replace(g.root, a, turned))
}

// piTimes is k·π as a tree.
func piTimes(k *big.Rat) ast.Expr {
	e, err := latex.ParseExpr(piLaTeX(k))
	if err != nil {
		panic(err)
	}
	return e
}

// piLaTeX writes k·π as the books do: "0", "\pi", "\frac{5 \pi}{3}".
func piLaTeX(k *big.Rat) string {
	switch {
	case k.Sign() == 0:
		return "0"
	case k.IsInt():
		if k.Num().IsInt64() && k.Num().Int64() == 1 {
			return `\pi`
		}
		return k.Num().String() + ` \pi`
	}
	num := k.Num().String() + ` \pi`
	if k.Num().IsInt64() && k.Num().Int64() == 1 {
		num = `\pi`
	}
	return fmt.Sprintf(`\frac{%s}{%s}`, num, k.Denom())
}

// rectOf is the rectangular image of a polar (r, θ), cylindrical (r, θ, z)
// or spherical (ρ, θ, φ) point.
func rectOf(system string, p []ast.Expr) []ast.Expr {
	mul := func(a, b ast.Expr) ast.Expr { return &ast.Binary{Op: ast.Mul, X: a, Y: b} }
	fn := func(n ast.FuncName, a ast.Expr) ast.Expr { return &ast.Func{Name: n, Args: []ast.Expr{a}} }
	switch system {
	case "polar":
		return []ast.Expr{mul(p[0], fn(ast.Cos, p[1])), mul(p[0], fn(ast.Sin, p[1]))}
	case "cylindrical":
		return []ast.Expr{mul(p[0], fn(ast.Cos, p[1])), mul(p[0], fn(ast.Sin, p[1])), p[2]}
	}
	s := mul(p[0], fn(ast.Sin, p[2]))
	return []ast.Expr{mul(s, fn(ast.Cos, p[1])), mul(s, fn(ast.Sin, p[1])), mul(p[0], fn(ast.Cos, p[2]))}
}
