package equations

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/meaneq"
)

// CheckMeanEquation checks the unknown of an equation on the means of
// listed numbers (issue 42; statement/meaneq: "The arithmetic mean of 7,
// 2, $x$ and 10 is 9. What is the value of $x$?"): the mean of each side,
// their sum over their count, is written as a formula; the difference must
// be of degree exactly 1 in the letter with rational coefficients
// (forms.PolyOf), and its one root is compared with the answer exactly.
// ok is false when the statement is not read.
func CheckMeanEquation(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := meaneq.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	diff := &ast.Binary{Op: ast.Sub, X: meanOf(q.Left), Y: meanOf(q.Right)}
	shape := "the mean of listed numbers equal to a value, the unknown " + q.Var
	p, ok := forms.PolyOf(c, diff, q.Var)
	if !ok || len(p) != 2 || p[1].Sign() == 0 {
		return decide.Undecided(kind, "%s: the equation %s = 0 is not of degree 1 in %s", shape, ast.Print(diff), q.Var), true
	}
	root := new(big.Rat).Neg(new(big.Rat).Quo(p[0], p[1]))
	if q.Set && !distinctAt(c, q.Left, q.Var, root) {
		return decide.Undecided(kind, "%s: at %s = %s two members of the set are equal, so the set has fewer members", shape, q.Var, root.RatString()), true
	}
	got, r := c.OneExactAnswer(answerSrc, kind, shape, q.Var)
	if r != nil {
		return *r, true
	}
	how := fmt.Sprintf("%s = 0 is linear in %s with the one root %s", ast.Print(diff), q.Var, root.RatString())
	if got.Cmp(root) != 0 {
		return decide.WithExactEvidence(decide.Refute(kind, "%s: %s, not %s", shape, how, got.RatString()), shape, root, algebra.RatExpr(got)), true
	}
	return decide.WithExactEvidence(decide.Confirm(kind, "%s: %s, equal to the answer", shape, how), shape, root, algebra.RatExpr(got)), true
}

// meanOf is the formula (a + b + …)/n.
func meanOf(items []ast.Expr) ast.Expr {
	s := items[0]
	for _, x := range items[1:] {
		s = &ast.Binary{Op: ast.Add, X: s, Y: x}
	}
	return &ast.Binary{Op: ast.Div, X: s, Y: &ast.Number{Int: fmt.Sprint(len(items))}}
}

// distinctAt reports items whose exact values at v = root are all
// different.
func distinctAt(c *decide.Checker, items []ast.Expr, v string, root *big.Rat) bool {
	seen := map[string]bool{}
	for _, it := range items {
		p, ok := forms.PolyOf(c, it, v)
		if !ok {
			return false
		}
		k := algebra.Poly(p).Eval(root).RatString()
		if seen[k] {
			return false
		}
		seen[k] = true
	}
	return true
}
