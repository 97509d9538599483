package equations

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/paramsolve"
)

// nearestShape names the reading in notes.
const nearestShape = "the nearest integer to the solution of an equation"

// CheckNearestInt decides a question read by paramsolve.NearestInt (issue
// 42, Gaokao): the equation, moved to one side, must be a polynomial of
// degree exactly 1 in its letter with exact rational coefficients; its one
// root r is then exact, and the nearest integer is floor(r + 1/2), unless
// r lies halfway between two integers (undecided). The answer must be one
// exact number.
func CheckNearestInt(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := paramsolve.NearestInt(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	p, ok := forms.PolyOf(c, &ast.Binary{Op: ast.Sub, X: q.Rel.Args[0], Y: q.Rel.Args[1]}, q.Var)
	if !ok || p.Deg() != 1 {
		return decide.Undecided(kind, "%s: the equation is not of degree 1 in %s with rational coefficients", nearestShape, q.Var), true
	}
	root := new(big.Rat).Quo(new(big.Rat).Neg(p[0]), p[1])
	half := new(big.Rat).Add(root, big.NewRat(1, 2))
	if half.IsInt() {
		return decide.Undecided(kind, "%s: %s = %s lies halfway between two integers", nearestShape, q.Var, root.RatString()), true
	}
	want := new(big.Rat).SetInt(forms.RatFloor(half))
	got, bad := c.OneExactAnswer(answerSrc, kind, nearestShape, "")
	if bad != nil {
		return *bad, true
	}
	how := fmt.Sprintf("%s: the equation is linear in %s, so %s = %s exactly, and the nearest integer is %s", nearestShape, q.Var, q.Var, root.RatString(), want.RatString())
	if got.Cmp(want) != 0 {
		r := decide.Refute(kind, "%s, not %s", how, got.RatString())
		r.Recomputed, r.RecomputedDiffers = want.RatString(), true
		return r, true
	}
	a, _ := statement.ReadAnswer(answerSrc) // read by OneExactAnswer: one item
	r := decide.Confirm(kind, "%s, equal to the answer", how)
	r.Evidence = []decide.Comparison{
		{What: "the equation at " + q.Var + " = " + root.RatString(), Left: q.Rel.Args[0], Right: q.Rel.Args[1], Points: []cas.Env{{q.Var: cas.Rat(root)}}, Want: record.WantEqual},
		{What: "the solution rounded to the nearest integer", Left: decide.ValueExpr(cas.Rat(root)), Right: a.Items[0].E, Want: record.WantEqual, Round: big.NewRat(1, 1)},
	}
	return r, true
}
