package given

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/conicext"
	"github.com/dgnpipe/dgnpipe/internal/statement/extremevalue"
)

// Issue 42: the largest or smallest coordinate of a point on a curve
// F(x, y) = 0 of degree 2 (conicext.Read). F is read exactly over ℚ; its
// quadratic part a x² + b xy + c y² must be definite (4ac − b² > 0), so
// the curve is bounded (an ellipse, a point or empty) and its extreme y
// (x) is taken where ∂F/∂x = 0 (∂F/∂y = 0): there the gradient is
// vertical (horizontal) or zero. The question becomes the extreme value
// of the coordinate on the finitely many real solutions of {F = 0,
// ∂F/∂x = 0} and is decided as CheckExtremeValue decides.

// CheckConicExtreme (issue 42) decides the extreme coordinate on a bounded
// curve of degree 2.
func CheckConicExtreme(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := conicext.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	vars := []string{"x", "y"}
	b := forms.NewAlgBuilder(c, vars)
	m, ok := b.Conv(&ast.Binary{Op: ast.Sub, X: q.Eq.Args[0], Y: q.Eq.Args[1]})
	if !ok || len(b.Aux) > 0 || len(m.Den) != 1 || algebra.Mdegree(m.Den) != 0 || algebra.Mdegree(m.Num) != 2 {
		return decide.Result{}, false
	}
	var a2, ab, c2 big.Rat
	other := 0 // the variable differentiated: x for an extreme y
	if q.Coord == "x" {
		other = 1
	}
	var deriv ast.Expr = &ast.Number{Int: "0"}
	for _, t := range m.Num {
		switch {
		case t.E[0] == 2:
			a2.Set(t.C)
		case t.E[1] == 2:
			c2.Set(t.C)
		case t.E[0] == 1 && t.E[1] == 1:
			ab.Set(t.C)
		}
		if t.E[other] == 0 {
			continue
		}
		co := new(big.Rat).Mul(t.C, big.NewRat(int64(t.E[other]), 1))
		var term ast.Expr = algebra.RatExpr(co)
		for i, v := range vars {
			e := t.E[i]
			if i == other {
				e--
			}
			for range e {
				term = &ast.Binary{Op: ast.Mul, X: term, Y: &ast.Ident{Name: v}}
			}
		}
		deriv = &ast.Binary{Op: ast.Add, X: deriv, Y: term}
	}
	disc := new(big.Rat).Sub(new(big.Rat).Mul(big.NewRat(4, 1), new(big.Rat).Mul(&a2, &c2)), new(big.Rat).Mul(&ab, &ab))
	if disc.Sign() <= 0 {
		return decide.Undecided(statement.KindValue, "the extreme %s on %s is asked, but the curve is not bounded (its quadratic part is not definite)", q.Coord, statement.Clip(ast.Print(q.Eq), 40)), true
	}
	gv := statement.GivenValue{Conds: []*ast.Rel{q.Eq, {Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{deriv, &ast.Number{Int: "0"}}}},
		Expr: &ast.Ident{Name: q.Coord}, Shape: "the extreme coordinate on a bounded curve of degree 2"}
	return (&checker{c}).checkExtremeValue(st, extremevalue.Question{Largest: q.Largest, GV: gv, Phrase: gv.Shape}, answerSrc)
}
