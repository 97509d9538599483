package sequences

import (
	"fmt"
	"math/big"
	"strings"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/progcond"
)

// Issue 42: a progression given by equations between its terms and sums
// (progcond.Read). The first term u and the common difference
// (ratio) w are the unknowns: a_k = u + (k−1)w or u·w^(k−1), S_k the sum
// of those k terms written out (no division by 1 − w), every equation a
// polynomial one in u and w. A geometric sequence has u ≠ 0 and w ≠ 0
// (its terms are not zero), and w > 0 when the statement says the ratio is
// positive. The quantity asked E is decided two ways:
//
//   - the real solution set is finite and every point rational
//     (forms.SolveExactly: elimination, real roots isolated, every
//     candidate substituted, the restrictions applied): E at each point,
//     exactly; one value, compared with the answer;
//   - else E is adjoined as y = E (and t·u·w = 1 for a geometric sequence)
//     and y's eliminant p (a Gröbner basis) vanishes at E on every complex
//     solution: when p has one real root, a rational ρ, and a real
//     solution is found (the set solved, or u fixed at 1, −1 or 2 and w
//     solved, the restrictions applied), E = ρ on every real solution.
//
// No real solution, two values of E, an irrational value or no solution
// found: no verdict (ok false), so the scope cue keeps the row undecided.

// progVars are the unknowns: the first term and the step.
var progVars = []string{"u", "w"}

// progCondShape is the note's name of the shape.
const progCondShape = progcond.Shape

// progTerm is a_k, or S_k when sum, as an expression in u and w.
func progTerm(geometric, sum bool, k int) ast.Expr {
	var src string
	switch {
	case !sum && !geometric:
		src = fmt.Sprintf("u+%dw", k-1)
	case !sum:
		src = fmt.Sprintf("u w^{%d}", k-1)
	case !geometric:
		src = fmt.Sprintf("%du+%dw", k, k*(k-1)/2)
	default:
		parts := []string{"1"}
		for j := 1; j < k; j++ {
			parts = append(parts, fmt.Sprintf("w^{%d}", j))
		}
		src = "u(" + strings.Join(parts, "+") + ")"
	}
	e, err := latex.ParseExpr(src)
	if err != nil {
		panic(err) // the sources above always parse
	}
	return e
}

// progSubst maps every name a_k and S_k of es to its expression in u, w.
func progSubst(geometric bool, es ...ast.Expr) map[string]ast.Expr {
	sub := map[string]ast.Expr{}
	for _, e := range es {
		for _, v := range pm.FreeVars(e) {
			if l, k, ok := progcond.Index(v); ok {
				sub[v] = progTerm(geometric, l == "S", k)
			}
		}
	}
	return sub
}

// progRestrict is the statement the solver applies the restrictions with.
func progRestrict(pc progcond.Cond) *statement.Statement {
	st := &statement.Statement{}
	if !pc.Geometric {
		return st
	}
	add := func(name string, op ast.RelOp, src string) {
		st.Conds = append(st.Conds, statement.Formula{E: &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{&ast.Ident{Name: name}, &ast.Number{Int: "0"}}}, Src: src})
	}
	add("u", ast.Ne, "u ≠ 0")
	if pc.RatioPositive {
		add("w", ast.Gt, "w > 0")
	} else {
		add("w", ast.Ne, "w ≠ 0")
	}
	return st
}

// checkProgCond is CheckProgCond on this package's checker.
func (c *checker) checkProgCond(problem, answerSrc string) (decide.Result, bool) {
	pc, ok := progcond.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Result{}, false
	}
	av, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		return decide.Result{}, false
	}
	want, exact := av.Exact()
	if !exact {
		return decide.Result{}, false
	}
	ask := pc.Ask
	if pc.AskStep {
		ask = &ast.Ident{Name: "w"}
	}
	var es []ast.Expr
	for _, r := range pc.Conds {
		es = append(es, r)
	}
	sub := progSubst(pc.Geometric, append(es, ask)...)
	rels := make([]*ast.Rel, len(pc.Conds))
	for i, r := range pc.Conds {
		rels[i] = &ast.Rel{Ops: r.Ops, Args: []ast.Expr{forms.ReplaceNames(r.Args[0], sub), forms.ReplaceNames(r.Args[1], sub)}}
	}
	e := forms.ReplaceNames(ask, sub)
	st := progRestrict(pc)
	val, pt, p, how, ok := c.progValue(pc, st, rels, e)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := fmt.Sprintf("with the first term u and the common %s w (%s), the equations %s give %s = %s on every real solution (%s)",
		map[bool]string{true: "ratio", false: "difference"}[pc.Geometric], progMeaning(pc), strings.Join(pc.CondSrc, ", "), progAsked(pc), val.RatString(), how)
	ev := progEvidence(rels, e, a.Items[0].E, pt)
	if p != nil {
		// y's eliminant vanishes at the answer: other engines redo it.
		ev = append(ev, decide.Comparison{What: "y's eliminant at the answer", Left: forms.PolyExpr(p, "y"), Points: []cas.Env{{"y": cas.Rat(want)}}, Want: record.WantZero})
	}
	if val.Cmp(want) != 0 {
		if pt == nil {
			return decide.Result{}, false // no exact point to show the difference at
		}
		res := decide.Refute(kind, "%s, not the answer %s (the statement %s)", what, want.RatString(), progCondShape)
		res.RecomputedDiffers = true
		res.Evidence = ev
		return res, true
	}
	res := decide.Confirm(kind, "%s, equal to the answer (the statement %s)", what, progCondShape)
	res.Evidence = ev
	return res, true
}

// progMeaning writes the terms' formulas for the note.
func progMeaning(pc progcond.Cond) string {
	var s string
	if pc.Geometric {
		s = "a_k = u w^(k-1), S_k = u(1 + w + … + w^(k-1)), u ≠ 0"
		if pc.RatioPositive {
			return s + ", w > 0"
		}
		return s + ", w ≠ 0"
	}
	return "a_k = u + (k-1)w, S_k = ku + k(k-1)w/2"
}

// progAsked names the quantity asked.
func progAsked(pc progcond.Cond) string {
	if pc.AskStep {
		return "w"
	}
	return ast.Print(pc.Ask)
}

// progValue is E's one value on the real solution set, a point of the set
// where it is exact (nil when none is), and how it was found.
func (c *checker) progValue(pc progcond.Cond, st *statement.Statement, rels []*ast.Rel, e ast.Expr) (*big.Rat, cas.Env, algebra.Poly, string, bool) {
	sols, _, why := forms.SolveExactly(c.Checker, st, rels, progVars)
	if why == "" && len(sols) == 0 {
		return nil, nil, nil, "", false // no real solution
	}
	if why == "" {
		if v, pt, ok := c.progAtPoints(sols, e); ok {
			return v, pt, nil, fmt.Sprintf("the real solutions %s found exactly and E evaluated at each", progSolsText(sols)), true
		}
	}
	rho, p, ok := c.progEliminant(pc, rels, e)
	if !ok {
		return nil, nil, nil, "", false
	}
	var pt cas.Env
	if why != "" {
		// The set is not finite (or not solved): find one real point.
		var found bool
		pt, found = c.progPoint(st, rels)
		if !found {
			return nil, nil, nil, "", false
		}
	} else if s := sols[0]; s[0].Exact != nil && s[1].Exact != nil {
		pt = s.Env(progVars)
	}
	return rho, pt, p, fmt.Sprintf("E adjoined as y = E: y's eliminant %s has the one real root %s, and a real solution exists", ast.Print(forms.PolyExpr(p, "y")), rho.RatString()), true
}

// progAtPoints is E at every point of sols when every coordinate is
// rational: its one value and the first point; ok is false for an
// inexact point or two values.
func (c *checker) progAtPoints(sols []forms.Solution, e ast.Expr) (*big.Rat, cas.Env, bool) {
	var val *big.Rat
	var first cas.Env
	for _, s := range sols {
		if s[0].Exact == nil || s[1].Exact == nil {
			return nil, nil, false
		}
		env := s.Env(progVars)
		v, err := c.Eval(e, env)
		if err != nil {
			return nil, nil, false
		}
		r, exact := v.Exact()
		if !exact || val != nil && val.Cmp(r) != 0 {
			return nil, nil, false
		}
		if val == nil {
			val, first = r, env
		}
	}
	return val, first, val != nil
}

// progEliminant is the one real root of y's eliminant after y = E (and
// t·u·w = 1 for a geometric sequence) is adjoined, when it is rational.
func (c *checker) progEliminant(pc progcond.Cond, rels []*ast.Rel, e ast.Expr) (*big.Rat, algebra.Poly, bool) {
	vars := []string{"t", "u", "w", "y"}
	b := forms.NewAlgBuilder(c.Checker, vars)
	var polys []algebra.Mpoly
	conv := func(x ast.Expr) bool {
		f, ok := b.Conv(x)
		if !ok || algebra.Mdegree(f.Den) != 0 || len(b.Aux) != 0 {
			return false
		}
		if len(f.Num) > 0 {
			polys = append(polys, f.Num)
		}
		return true
	}
	for _, r := range rels {
		if !conv(&ast.Binary{Op: ast.Sub, X: r.Args[0], Y: r.Args[1]}) {
			return nil, nil, false
		}
	}
	if !conv(&ast.Binary{Op: ast.Sub, X: &ast.Ident{Name: "y"}, Y: e}) {
		return nil, nil, false
	}
	if pc.Geometric {
		tuw := algebra.Mmul(algebra.Mmul(algebra.Mvar(b.N, 0), algebra.Mvar(b.N, 1)), algebra.Mvar(b.N, 2))
		polys = append(polys, algebra.Madd(tuw, b.One(), true))
	}
	perm := []int{0, 1, 2, 3}
	for i, p := range polys {
		polys[i] = algebra.Mpermute(p, perm)
	}
	g, ok := algebra.Groebner(c.Ctx, polys)
	if !ok {
		return nil, nil, false
	}
	p, ok := algebra.UnivariateLast(g)
	if !ok || p.Deg() < 1 {
		return nil, nil, false
	}
	roots := algebra.RealRoots(p)
	if len(roots) != 1 || roots[0].Exact == nil {
		return nil, nil, false
	}
	return roots[0].Exact, p, true
}

// progPoint finds one real solution with u fixed at 1, −1 or 2.
func (c *checker) progPoint(st *statement.Statement, rels []*ast.Rel) (cas.Env, bool) {
	for _, u := range []int64{1, -1, 2} {
		fix := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: "u"}, algebra.RatExpr(big.NewRat(u, 1))}}
		sols, _, why := forms.SolveExactly(c.Checker, st, append(append([]*ast.Rel(nil), rels...), fix), progVars)
		if why != "" || len(sols) == 0 {
			continue
		}
		if s := sols[0]; s[0].Exact != nil && s[1].Exact != nil {
			return s.Env(progVars), true
		}
		return nil, true // a real point, inexact: the set is not empty
	}
	return nil, false
}

// progSolsText writes the solutions for the note.
func progSolsText(sols []forms.Solution) string {
	parts := make([]string, len(sols))
	for i, s := range sols {
		parts[i] = "(u, w) = " + s.String()
	}
	return statement.Clip(strings.Join(parts, "; "), 120)
}

// progEvidence is what the verdict rests on, for other engines: at an
// exact real solution, every equation holds and E equals the answer.
func progEvidence(rels []*ast.Rel, e, ans ast.Expr, pt cas.Env) []decide.Comparison {
	if pt == nil {
		return nil
	}
	pts := []cas.Env{pt}
	ev := []decide.Comparison{{What: "the quantity asked at a solution of the equations", Left: e, Right: ans, Points: pts, Want: record.WantEqual}}
	for _, r := range rels {
		ev = append(ev, decide.Comparison{What: "the equation " + statement.Clip(ast.Print(r), 40) + " at the solution", Left: r.Args[0], Right: r.Args[1], Points: pts, Want: record.WantEqual})
	}
	return ev
}

// CheckProgCond answers a statement progcond.Read reads; ok is false when
// it does not read it or no verdict is proven.
func CheckProgCond(c *decide.Checker, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkProgCond(problem, answerSrc)
}
