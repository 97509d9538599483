package given

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/extremevalue"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 42: the largest or the smallest value of E on the solutions of
// given equations ("If $y^2 = 36$, what is the greatest possible value of
// $y^3$?", extremevalue.Read). The equations are solved exactly
// (forms.SolveExactly) and must have a finite, non-empty set S of real
// solutions, and no non-real complex one (every eliminant's roots real:
// the question is then the same over ℂ). E is adjoined as a new unknown
// y = E and the system solved again: E must be defined at every point of
// S (as many points, distinct projections). Each point's y is one of the
// increasing real roots of y's eliminant; the largest (smallest) one is
// E's extreme value on S, an algebraic number compared exactly with the
// answer (QuadSurd.EqualsAt).

// givenUnknowns are the unknowns of a given-value statement: its declared
// names and the letters of its conditions, sorted; ok is false when there
// are none or too many, or the expression has a letter of its own.
func givenUnknowns(gv statement.GivenValue) ([]string, bool) {
	vars := slices.Clone(gv.Names)
	for _, r := range gv.Conds {
		vars = append(vars, pm.FreeVars(r)...)
	}
	slices.Sort(vars)
	vars = slices.Compact(vars)
	if len(vars) == 0 || len(vars) > maxGivenUnknowns || slices.Contains(vars, gName) {
		return nil, false
	}
	for _, v := range pm.FreeVars(gv.Expr) {
		if !slices.Contains(vars, v) {
			return nil, false
		}
	}
	return vars, true
}

// CheckExtremeValue (issue 42) decides the largest or the smallest value
// of an expression on the finitely many real solutions of given equations.
func CheckExtremeValue(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := extremevalue.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	return (&checker{c}).checkExtremeValue(st, q, answerSrc)
}

func (c *checker) checkExtremeValue(st *statement.Statement, q extremevalue.Question, answerSrc string) (decide.Result, bool) {
	kind := statement.KindValue
	gv := q.GV
	which := "smallest"
	if q.Largest {
		which = "largest"
	}
	what := fmt.Sprintf("the %s value of %s on the real solutions of %s%s", which, statement.Clip(ast.Print(gv.Expr), 40), givenCondsText(gv.Conds), givenRestrictText(gv))
	vars, ok := givenUnknowns(gv)
	if !ok {
		return decide.Undecided(kind, "%s is asked, but its letters are not the conditions' unknowns", what), true
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", what), true
	}
	ansE := a.Items[0].E
	if gv.Form != statement.ShapeFormNone {
		if why := statement.ShapeFormUnmet(statement.ExactShape{Name: q.Phrase, Form: gv.Form}, ansE); why != "" {
			return decide.Undecided(kind, "%s", why), true
		}
	}
	target, ok := forms.QuadSurdOf(c.Checker, ansE)
	if !ok {
		return decide.Undecided(kind, "%s is asked; the answer is not read as a rational or a quadratic surd", what), true
	}
	at, set, pts, why := c.extremeOn(gv, vars, q.Largest)
	if why != "" {
		return decide.Result{}, false // not this question's shape after all (an infinite set): the others may read it
	}
	eq, ok := target.EqualsAt([]forms.GAtRoot{at})
	if !ok {
		return decide.Undecided(kind, "%s is asked; its comparison with the answer is not decided", what), true
	}
	if _, decimal := statement.PrintedTolerance(ansE); decimal && !eq {
		return decide.Undecided(kind, "%s differs from the decimal answer, which may be a rounding", what), true
	}
	what = fmt.Sprintf("%s (the solutions %s)", what, statement.Clip(set, 200))
	how := "the conditions solved exactly (elimination, real roots isolated, every candidate substituted), the expression adjoined as a new unknown and solved again; its values compared as isolated roots of one eliminant"
	var r decide.Result
	if eq {
		r = decide.Confirm(kind, "%s is %s, equal exactly to the answer %s (%s)", what, givenValueText(at), statement.Clip(a.Text.Math, 40), how)
	} else {
		r = decide.Refute(kind, "%s is %s, not the answer %s (%s)", what, givenValueText(at), statement.Clip(a.Text.Math, 40), how)
		r.RecomputedDiffers = true
	}
	r = c.withGivenEvidence(r, gv, pts, ansE)
	if len(r.Evidence) == 0 {
		var v cas.Value
		if at.Val != nil {
			v = cas.Rat(at.Val)
		} else {
			v = algebra.RootValue(algebra.RealRoot{Lo: at.Pt.Lo, Hi: at.Pt.Hi})
		}
		r = decide.WithValueEvidence(r, what, v, ansE, nil)
	}
	return r, true
}

// extremeOn solves the conditions, then the conditions with y = E
// adjoined, and returns E's largest (or smallest) value on the real
// solution set as an algebraic point, the set for a note and the points
// where the extreme is taken (exact when rational, else to 2^-130); why
// says what failed.
func (c *checker) extremeOn(gv statement.GivenValue, vars []string, largest bool) (at forms.GAtRoot, set string, pts []cas.Env, why string) {
	empty := givenDeclared(gv)
	sols, er, why := forms.SolveExactly(c.Checker, empty, gv.Conds, vars)
	switch {
	case why != "":
		return at, "", nil, why
	case len(sols) == 0:
		return at, "", nil, "the conditions have no real solution"
	}
	for _, p := range er.Eliminants {
		sqf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
		if sqf.Deg() != len(algebra.RealRoots(p)) {
			return at, "", nil, "the conditions have non-real complex solutions too"
		}
	}
	def := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: gName}, gv.Expr}}
	rels := append(append([]*ast.Rel(nil), gv.Conds...), def)
	all := append(append([]string(nil), vars...), gName)
	sols2, er2, why := forms.SolveExactly(c.Checker, empty, rels, all)
	n := len(vars)
	if why != "" || len(sols2) != len(sols) || len(er2.Eliminants) != len(all) {
		return at, "", nil, "the expression is not defined at every solution, or not solved with them"
	}
	best := -1
	idx := make([]int, len(sols2))
	for i := range sols2 {
		for j := range i {
			if sameProjection(sols2[i][:n], sols2[j][:n]) {
				return at, "", nil, "the expression takes two values at one solution"
			}
		}
		idx[i] = slices.IndexFunc(er2.Cands[n], func(r algebra.RealRoot) bool { return sameRealRoot(r, sols2[i][n]) })
		if idx[i] < 0 {
			return at, "", nil, "a value of the expression is not located among its eliminant's roots"
		}
		if best < 0 || largest && idx[i] > idx[best] || !largest && idx[i] < idx[best] {
			best = i
		}
	}
	y := sols2[best][n]
	at = forms.GAtRoot{Pt: algebra.AlgPointOf(er2.Eliminants[n], y), Num: algebra.Poly{new(big.Rat), big.NewRat(1, 1)}, Den: algebra.Poly{big.NewRat(1, 1)}}
	if y.Exact != nil {
		at.Val = y.Exact
	}
	var texts []string
	for _, s := range sols {
		texts = append(texts, givenPointText(s, vars))
	}
	for i, s := range sols2 {
		if idx[i] == idx[best] {
			pts = append(pts, forms.Solution(s[:n]).Env(vars))
		}
	}
	return at, "{" + strings.Join(texts, "; ") + "}", pts, ""
}
