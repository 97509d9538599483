package shapes

import (
	"maps"
	"math/big"
	"slices"
	"strconv"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// checkCoefficient is CheckCoefficient on this package's checker.
func (c *checker) checkCoefficient(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := statement.ReadCoefQuestion(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the constant term"
	if q.Mono != nil {
		what = "the coefficient of " + q.MonoSrc
	}
	vars, ok := q.CoefVars()
	if !ok {
		return decide.Undecided(kind, "%s is asked, but the formula %s has the letter i or e, which may be a constant", what, statement.Clip(q.ExprSrc, 40)), true
	}
	main, exps := vars, map[string]*big.Rat{}
	if q.Mono != nil {
		var why string
		if main, exps, why = coefMonomial(q, vars); why != "" {
			return decide.Undecided(kind, "%s is asked, but %s", what, why), true
		}
	}
	p, err := algebra.LaurentOf(q.Expr, setOf(vars))
	if err != nil {
		return decide.Undecided(kind, "%s is asked, but %s is not expanded exactly: %v", what, statement.Clip(q.ExprSrc, 40), err), true
	}
	coef, depends := p.Coefficient(exps, main)
	if depends {
		return decide.Undecided(kind, "%s is asked, but in the expansion of %s it depends on another letter", what, statement.Clip(q.ExprSrc, 40)), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	if why := q.FractionUnmet(ans.Items[0].E); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	av, err := c.Eval(ans.Items[0].E, nil)
	if err != nil {
		return decide.Undecided(kind, "the answer cannot be evaluated: %v", err), true
	}
	ar, ok := av.Exact()
	if !ok {
		return decide.Undecided(kind, "%s of %s is %s, and the answer is not an exact rational", what, statement.Clip(q.ExprSrc, 40), coef.RatString()), true
	}
	how := what + " in the expansion of " + statement.Clip(q.ExprSrc, 60) + " is " + coef.RatString() +
		" (expanded exactly, " + strconv.Itoa(len(p)) + " terms; the task read from the whole statement's shape \"" + q.Shape + "\")"
	var r decide.Result
	if ar.Cmp(coef) != 0 {
		r = decide.Refute(kind, "%s, not %s", how, ar.RatString())
	} else {
		r = decide.Confirm(kind, "%s, equal to the answer", how)
	}
	var ev []decide.Comparison
	if c.Spare(func() bool { ev = c.expansionEvidence(q.Expr, p, vars, what, coef, ans.Items[0].E); return ev != nil }) {
		r.Evidence = ev
	}
	return r, true
}

// maxExpansionEvidence bounds the terms of an expansion written out as
// evidence.
const maxExpansionEvidence = 48

// expansionEvidence is what a coefficient was read with: the formula
// equals its expansion p at three points (leg 1's exact expansion,
// redone by another engine's arithmetic on the statement's formula), and
// the coefficient read off p against the answer. None when p is too long
// to write or leg 1 does not find the two equal at its points.
func (c *checker) expansionEvidence(e ast.Expr, p algebra.Laurent, vars []string, what string, coef *big.Rat, ans ast.Expr) []decide.Comparison {
	if len(p) > maxExpansionEvidence {
		return nil
	}
	var sum ast.Expr
	for _, k := range slices.Sorted(maps.Keys(p)) {
		t := p[k]
		term := algebra.RatExpr(t.C)
		for _, v := range slices.Sorted(maps.Keys(t.Exps)) {
			term = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: term, Y: &ast.Binary{Op: ast.Pow, X: &ast.Ident{Name: v}, Y: algebra.RatExpr(t.Exps[v])}}
		}
		if sum == nil {
			sum = term
		} else {
			sum = &ast.Binary{Op: ast.Add, X: sum, Y: term}
		}
	}
	if sum == nil {
		sum = &ast.Number{Int: "0"}
	}
	var pts []cas.Env
	for k := range 3 {
		env := cas.Env{}
		for i, v := range vars {
			env[v] = cas.Rat(big.NewRat(int64(5+2*k+3*i), int64(7+k)))
		}
		l, err1 := c.Eval(e, env)
		r, err2 := c.Eval(sum, env)
		if err1 != nil || err2 != nil || !c.Cas.Near(l, r, 1e-40, 1e-40) {
			return nil
		}
		pts = append(pts, env)
	}
	return []decide.Comparison{
		{What: "the formula against its expansion", Left: e, Right: sum, Points: pts, Want: record.WantEqual},
		{What: what + " read off the expansion, against the answer", Left: algebra.RatExpr(coef), Right: ans, Want: record.WantEqual},
	}
}

// Issue 25, Gaokao and OlympiadBench (and MATH): the coefficient of a
// monomial, or the constant term, in the expansion of a formula, read from
// a whole-statement shape (statement.ReadCoefQuestion). The formula is
// expanded exactly (algebra.LaurentOf: sums, products, integer powers of
// sums, 1/x and √x, within size bounds) and the coefficient read off; it
// must not depend on another letter of the formula.
func CheckCoefficient(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkCoefficient(st, problem, answerSrc)
}

// coefMonomial reads the monomial asked: a product of powers of letters
// of the formula with positive exponents and coefficient 1.
func coefMonomial(q statement.CoefQuestion, vars []string) ([]string, map[string]*big.Rat, string) {
	mvars := pm.FreeVars(q.Mono)
	have := setOf(vars)
	for _, v := range mvars {
		if !have[v] {
			return nil, nil, "the letter " + v + " of the monomial is not in the formula"
		}
	}
	m, err := algebra.LaurentOf(q.Mono, setOf(mvars))
	if err != nil || len(m) != 1 {
		return nil, nil, "the monomial " + statement.Clip(q.MonoSrc, 30) + " is not one term"
	}
	for _, t := range m {
		if t.C.Cmp(big.NewRat(1, 1)) != 0 || len(t.Exps) != len(mvars) {
			return nil, nil, "the monomial " + statement.Clip(q.MonoSrc, 30) + " is not a product of powers of letters"
		}
		for _, e := range t.Exps {
			if e.Sign() <= 0 {
				return nil, nil, "the monomial " + statement.Clip(q.MonoSrc, 30) + " has a nonpositive exponent"
			}
		}
		return mvars, t.Exps, ""
	}
	return nil, nil, "no monomial"
}

func setOf(vs []string) map[string]bool {
	out := make(map[string]bool, len(vs))
	for _, v := range vs {
		out[v] = true
	}
	return out
}
