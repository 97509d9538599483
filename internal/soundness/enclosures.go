package soundness

import (
	"fmt"
	"math/rand/v2"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Mutations that hide the difference from the right answer where a
// float taken as a fact loses it (docs/leg1-equality.md): each mutant is
// provably different from the answer by construction.
const (
	// NearFloor: N → ⌊N − sin 10^-e⌋ (= N − 1, as 0 < sin x < 1 for a
	// small x > 0) for an integer N, e in 30..300: the inside is inexact.
	NearFloor = "near-floor"
	// Cancellation: v → (e^k + v + 10^-e) − e^k (= v + 10^-e), k in
	// 50..400, e in 20..60: the difference cancels past 192 bits.
	Cancellation = "cancellation"
	// TinyInside: v → v + arctan(10^-e), e in 30..300: a tiny term inside
	// a transcendental function (arctan x = x − …, nonzero for x ≠ 0).
	TinyInside = "tiny-inside"
	// HugeArgument: v → v + sin(10^k)/10^e, k in 100..300, e in 20..60:
	// sin(10^k) ≠ 0 (π is irrational), its argument needs k·3.33 bits of π.
	HugeArgument = "huge-argument"
)

// enclosures adds the four mutants above to an answer that is one closed
// value.
func (g *gen) enclosures(rng *rand.Rand) {
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	put := func(typ string, repl ast.Expr) { g.emit(typ, replace(g.root, part, repl)) }
	if r, exact := v.Exact(); exact && r.IsInt() {
		put(NearFloor, &ast.Func{Name: ast.Floor, Args: []ast.Expr{
			&ast.Binary{Op: ast.Sub, X: part, Y: &ast.Func{Name: ast.Sin, Args: []ast.Expr{tenPow(-(30 + rng.IntN(271)))}}}}})
	}
	ek := &ast.Func{Name: ast.Exp, Args: []ast.Expr{num(fmt.Sprint(50 + rng.IntN(351)))}}
	put(Cancellation, &ast.Binary{Op: ast.Sub,
		X: &ast.Binary{Op: ast.Add, X: &ast.Binary{Op: ast.Add, X: ek, Y: part}, Y: tenPow(-(20 + rng.IntN(41)))},
		Y: ek})
	put(TinyInside, &ast.Binary{Op: ast.Add, X: part,
		Y: &ast.Func{Name: ast.Arctan, Args: []ast.Expr{tenPow(-(30 + rng.IntN(271)))}}})
	put(HugeArgument, &ast.Binary{Op: ast.Add, X: part,
		Y: &ast.Binary{Op: ast.Div, Form: ast.FormFrac,
			X: &ast.Func{Name: ast.Sin, Args: []ast.Expr{tenPow(100 + rng.IntN(201))}},
			Y: tenPow(20 + rng.IntN(41))}})
}
