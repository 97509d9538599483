package linalg

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Determinants whose entries hold letters (issue 42, MATH Precalculus).

// DeterminantExpr is the determinant of the rows (n×n, n ≤ 4) as an
// expression: its expansion along the first row, Σ_j (-1)^j a_0j M_0j,
// the minors expanded the same way.
func DeterminantExpr(rows [][]ast.Expr) ast.Expr {
	if len(rows) == 1 {
		return rows[0][0]
	}
	var e ast.Expr
	for j := range rows[0] {
		var minor [][]ast.Expr
		for _, r := range rows[1:] {
			m := append(append([]ast.Expr(nil), r[:j]...), r[j+1:]...)
			minor = append(minor, m)
		}
		t := &ast.Binary{Op: ast.Mul, X: rows[0][j], Y: DeterminantExpr(minor)}
		switch {
		case e == nil:
			e = t
		case j%2 == 1:
			e = &ast.Binary{Op: ast.Sub, X: e, Y: t}
		default:
			e = &ast.Binary{Op: ast.Add, X: e, Y: t}
		}
	}
	return e
}

// CheckDeterminantGiven decides "If $\begin{vmatrix} … \end{vmatrix} = k,$
// then find $\begin{vmatrix} … \end{vmatrix}$." (statement.
// ReadDeterminantQuestion): both determinants are expanded exactly as
// polynomials in their letters (algebra.LaurentOf); when the one asked is
// c times the one given, identically, its value is c·k wherever the given
// one is k, compared exactly with the answer. A determinant given that is
// constant, one asked that is not a multiple of it, an entry that is not
// a polynomial in the letters or k not a rational number: undecided.
func CheckDeterminantGiven(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadDeterminantQuestion(problem)
	if !ok || q.GivenRows == nil {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	shape := "If $|A| = k,$ then find $|B|$."
	given, asked := DeterminantExpr(q.GivenRows), DeterminantExpr(q.Rows)
	vars := map[string]bool{}
	for _, v := range pm.FreeVars(&ast.Binary{Op: ast.Add, X: given, Y: asked}) {
		vars[v] = true
	}
	pg, err1 := algebra.LaurentOf(given, vars)
	pa, err2 := algebra.LaurentOf(asked, vars)
	if err := decide.FirstErr(err1, err2); err != nil {
		return decide.Undecided(kind, "a determinant is asked from another (%q), but it is not expanded exactly: %v", shape, err), true
	}
	ratio, ok := polyRatio(pa, pg)
	if !ok {
		return decide.Undecided(kind, "a determinant is asked from another (%q), but the one asked is not a constant multiple of the one given (expanded exactly)", shape), true
	}
	kv, err := c.Eval(q.Given, nil)
	k, exact := kv.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "a determinant is asked from another (%q); the value given is not an exact rational", shape), true
	}
	want := new(big.Rat).Mul(ratio, k)
	ans, err := statement.ReadAnswerConfig(answerSrc, latex.DefaultConfig)
	if err != nil || ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "a determinant is asked from another (%q); the answer is not one value", shape), true
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	ar, exact := av.Exact()
	if err != nil || !exact {
		return decide.Undecided(kind, "a determinant is asked from another (%q); the answer is not an exact rational", shape), true
	}
	how := fmt.Sprintf("expanded exactly, the determinant asked is %s times the one given, identically in %s, so it is %s · %s = %s (the question read from its shape %q)",
		ratio.RatString(), statement.JoinNames(pm.FreeVars(given)), ratio.RatString(), k.RatString(), want.RatString(), shape)
	var r decide.Result
	if ar.Cmp(want) == 0 {
		r = decide.Confirm(kind, "%s, equal exactly to the answer", how)
	} else {
		r = decide.Refute(kind, "%s, not the answer %s", how, ar.RatString())
	}
	r.Evidence = []decide.Comparison{
		{What: "the determinant asked against the ratio times the one given, at two points", Left: asked,
			Right: &ast.Binary{Op: ast.Mul, X: ratExpr(ratio), Y: given}, Points: detPoints(vars), Want: record.WantEqual},
		equal("the ratio times the value given against the answer", &ast.Binary{Op: ast.Mul, X: ratExpr(ratio), Y: q.Given}, ans.Items[0].E),
	}
	return r, true
}

// polyRatio returns c with p = c·q exactly, q not constant.
func polyRatio(p, q algebra.Laurent) (*big.Rat, bool) {
	var c *big.Rat
	for key, t := range q {
		if key == "" {
			continue
		}
		pt, ok := p[key]
		if !ok {
			return nil, false
		}
		c = new(big.Rat).Quo(pt.C, t.C)
		break
	}
	if c == nil || len(p) != len(q) {
		return nil, false
	}
	for key, t := range q {
		pt, ok := p[key]
		if !ok || pt.C.Cmp(new(big.Rat).Mul(c, t.C)) != 0 {
			return nil, false
		}
	}
	return c, true
}

// detPoints are two fixed points of the letters, for the evidence.
func detPoints(vars map[string]bool) []cas.Env {
	var out []cas.Env
	for _, base := range []int64{2, 3} {
		env, k := cas.Env{}, base
		names := make([]string, 0, len(vars))
		for v := range vars {
			names = append(names, v)
		}
		slices.Sort(names)
		for _, v := range names {
			env[v] = cas.Rat(big.NewRat(k, 1))
			k = k*3 + 1
		}
		out = append(out, env)
	}
	return out
}
