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
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// Issue 25, capability 4b: given conditions, evaluate. "If $x+y=10$ and
// $2x+y=13$, what is $x^2-y^2$?" (statement.ReadGivenValue reads the
// shape). The conditions are solved exactly (solveExactly: elimination
// by a Gröbner basis, real roots isolated, every candidate substituted),
// which gives their complete real solution set S; it must be finite and
// not empty. The expression E is then adjoined as a new unknown y = E and
// the enlarged system solved the same way: E is defined at every point of
// S exactly when the enlarged set has as many points, with distinct
// projections on the original unknowns. E takes one value on S when every
// point has the same y (the same isolated root of y's eliminant); that
// algebraic number is compared with the answer exactly (quadSurd.equalsAt).
// Two values on S, a division by zero at a point of S, no real solution or
// an infinite set: no verdict.

// maxGivenUnknowns bounds the unknowns of the conditions.
const maxGivenUnknowns = 4

// checkGivenValue is CheckGivenValue on this package's checker.
func (c *checker) checkGivenValue(st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	kind := statement.KindValue
	gv, ok := statement.ReadGivenValue(st.Raw)
	if !ok || a.Root == nil || len(a.Items) != 1 || a.Items[0].Name != "" {
		return decide.Result{}, false
	}
	if gv.Form != statement.ShapeFormNone && statement.ShapeFormUnmet(statement.ExactShape{Name: gv.Shape, Form: gv.Form}, a.Items[0].E) != "" {
		return decide.Result{}, false
	}
	vars := slices.Clone(gv.Names)
	for _, r := range gv.Conds {
		for _, v := range pm.FreeVars(r) {
			if !slices.Contains(vars, v) {
				vars = append(vars, v)
			}
		}
	}
	slices.Sort(vars)
	vars = slices.Compact(vars)
	if len(vars) == 0 || len(vars) > maxGivenUnknowns || slices.Contains(vars, gName) {
		return decide.Result{}, false
	}
	for _, v := range pm.FreeVars(gv.Expr) {
		if !slices.Contains(vars, v) {
			return decide.Result{}, false
		}
	}
	target, ok := forms.QuadSurdOf(c.Checker, a.Items[0].E)
	if !ok {
		return decide.Result{}, false
	}
	val, set, pts, allReal, ok := c.givenValueOn(gv, vars)
	if !ok {
		return c.givenConstantVerdict(gv, vars, target, a)
	}
	eq, ok := target.EqualsAt([]forms.GAtRoot{val})
	if !ok {
		return decide.Result{}, false
	}
	if _, decimal := statement.PrintedTolerance(a.Items[0].E); decimal && !eq {
		return decide.Result{}, false // a rounding: not refuted here
	}
	what := fmt.Sprintf("%s on the real solution set %s of %s%s", statement.Clip(ast.Print(gv.Expr), 40), statement.Clip(set, 200), givenCondsText(gv.Conds), givenRestrictText(gv))
	how := fmt.Sprintf("the conditions solved exactly (%s), %s adjoined as a new unknown and solved again: one value at every solution (the shape %q)", "elimination, real roots isolated, every candidate substituted", ast.Print(gv.Expr), gv.Shape)
	if eq {
		return c.withGivenEvidence(decide.Confirm(kind, "%s is %s at every solution, equal exactly to the answer %s (%s)", what, givenValueText(val), statement.Clip(a.Text.Math, 40), how), gv, pts, a.Items[0].E), true
	}
	if !allReal {
		// Non-real solutions too: the conditions may be meant over ℂ,
		// where E may take other values; no refutation on the real reading.
		return decide.Result{}, false
	}
	res := decide.Refute(kind, "%s is %s at every solution, not the answer %s (%s)", what, givenValueText(val), statement.Clip(a.Text.Math, 40), how)
	res.RecomputedDiffers = true
	return c.withGivenEvidence(res, gv, pts, a.Items[0].E), true
}

// withGivenEvidence attaches what a given value was decided with, at the
// solutions of the conditions when they are rational points: every
// condition holds there, and the expression asked equals the answer.
func (c *checker) withGivenEvidence(r decide.Result, gv statement.GivenValue, pts []cas.Env, ans ast.Expr) decide.Result {
	if len(pts) == 0 {
		return r
	}
	ev := []decide.Comparison{{What: "the expression asked at the solutions of the conditions", Left: gv.Expr, Right: ans, Points: pts, Want: record.WantEqual}}
	for _, cond := range gv.Conds {
		if statement.AllEq(cond) && len(cond.Args) == 2 {
			ev = append(ev, decide.Comparison{What: "the condition " + statement.Clip(ast.Print(cond), 40) + " at the solutions", Left: cond.Args[0], Right: cond.Args[1], Points: pts, Want: record.WantEqual})
		} else {
			ev = append(ev, decide.Comparison{What: "the condition " + statement.Clip(ast.Print(cond), 40) + " at the solutions", Left: cond, Points: pts, Want: record.WantHolds})
		}
	}
	shows := c.Spare(func() bool {
		for i, cmp := range ev {
			if !c.showsAtPoints(cmp, i > 0 || r.Verdict == record.Confirm) {
				return false // an inexact point too coarse for this comparison
			}
		}
		return true
	})
	if !shows {
		return r
	}
	r.Evidence = append(r.Evidence, ev...)
	return r
}

// givenEvidenceDigits is the agreement, in significant digits, that
// leg 1 asks of a comparison at an inexact point before it records it
// (another engine compares to 30).
const givenEvidenceDigits = 1e-34

// evidencePointDigits is the significant digits showsAtPoints rounds an
// inexact point to (leg 3 is given 64).
const evidencePointDigits = 60

// showsAtPoints says whether an equality comparison evaluates, at every
// point rounded as another engine reads it, as equal (want) or as
// different to givenEvidenceDigits; a relation shows.
func (c *checker) showsAtPoints(cmp decide.Comparison, want bool) bool {
	if cmp.Want != record.WantEqual {
		return true
	}
	for _, env := range cmp.Points {
		rounded := cas.Env{}
		for name, v := range env {
			// The point as another engine reads it: to fewer digits
			// than the 64 it is given with, so that a comparison whose
			// value those digits do not fix (x² - y² at x ≈ y ≈ 10^3307)
			// is not recorded.
			r, err := cas.ParseValue(v.Text(evidencePointDigits))
			if err != nil {
				return false
			}
			rounded[name] = r
		}
		l, err1 := c.Eval(cmp.Left, rounded)
		rv, err2 := c.Eval(cmp.Right, rounded)
		if err1 != nil || err2 != nil {
			return false
		}
		near := c.Cas.Near(l, rv, givenEvidenceDigits, givenEvidenceDigits)
		far := !c.Cas.Near(l, rv, 1e-20, 1e-20)
		if want && !near || !want && !far {
			return false
		}
	}
	return true
}

// CheckGivenValue answers a given-value statement; ok is false when the
// statement is not of that shape or no verdict is proven, so that the
// other readings keep their verdict.
func CheckGivenValue(c *decide.Checker, st *statement.Statement, a *statement.Answer) (decide.Result, bool) {
	return (&checker{c}).checkGivenValue(st, a)
}

// givenValueOn solves the conditions and the conditions with y = E
// adjoined, and returns E's one value on the real solution set as an
// algebraic point, the set for a note, and whether every complex solution
// is real (each eliminant of the conditions has only real roots); ok is
// false when the set is empty, infinite or not solved, E is not defined
// at a point of it, or E takes two values on it.
//
// pts are the solutions as points for other engines: exact when every
// coordinate is rational, else to 2^-130.
func (c *checker) givenValueOn(gv statement.GivenValue, vars []string) (at forms.GAtRoot, set string, pts []cas.Env, allReal, ok bool) {
	empty := givenDeclared(gv)
	sols, er, why := forms.SolveExactly(c.Checker, empty, gv.Conds, vars)
	if why != "" || len(sols) == 0 {
		return forms.GAtRoot{}, "", nil, false, false
	}
	def := &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{&ast.Ident{Name: gName}, gv.Expr}}
	rels := append(append([]*ast.Rel(nil), gv.Conds...), def)
	all := append(append([]string(nil), vars...), gName)
	sols2, er2, why := forms.SolveExactly(c.Checker, empty, rels, all)
	if why != "" || len(sols2) != len(sols) || len(er2.Eliminants) != len(all) {
		return forms.GAtRoot{}, "", nil, false, false
	}
	n := len(vars)
	for i := range sols2 {
		for j := range i {
			if sameProjection(sols2[i][:n], sols2[j][:n]) {
				return forms.GAtRoot{}, "", nil, false, false // two values of E at one point
			}
		}
		if !sameRealRoot(sols2[i][n], sols2[0][n]) {
			return forms.GAtRoot{}, "", nil, false, false // E takes two values on the set
		}
	}
	ey := er2.Eliminants[n]
	at = forms.GAtRoot{Pt: algebra.AlgPointOf(ey, sols2[0][n]), Num: algebra.Poly{new(big.Rat), big.NewRat(1, 1)}, Den: algebra.Poly{big.NewRat(1, 1)}}
	if r := sols2[0][n].Exact; r != nil {
		at.Val = r
	}
	var texts []string
	exact := true
	for _, s := range sols {
		texts = append(texts, givenPointText(s, vars))
		env := cas.Env{}
		for k, v := range vars {
			if s[k].Exact == nil {
				exact = false
				break
			}
			env[v] = cas.Rat(s[k].Exact)
		}
		pts = append(pts, env)
	}
	if !exact {
		// Irrational coordinates: the points to 2^-130 (forms.Solution),
		// which withGivenEvidence keeps only where leg 1 finds every
		// comparison true (or, for the expression, false) at them to
		// givenEvidenceDigits digits.
		pts = pts[:0]
		for _, s := range sols {
			pts = append(pts, s.Env(vars))
		}
	}
	allReal = true
	for _, p := range er.Eliminants {
		sqf, _ := algebra.Divmod(p, algebra.GcdPoly(p, p.Derive()))
		allReal = allReal && sqf.Deg() == len(algebra.RealRoots(p))
	}
	return at, "{" + strings.Join(texts, "; ") + "}", pts, allReal, true
}

// sameProjection reports two solutions with the same coordinates.
func sameProjection(a, b []algebra.RealRoot) bool {
	for k := range a {
		if !sameRealRoot(a[k], b[k]) {
			return false
		}
	}
	return true
}

// givenPointText writes a solution "x = 3, y = 7".
func givenPointText(s forms.Solution, vars []string) string {
	parts := make([]string, len(vars))
	for k, v := range vars {
		parts[k] = v + " = " + s[k].String()
	}
	return strings.Join(parts, ", ")
}

// givenCondsText writes the conditions "x + y = 10, 2x + y = 13".
func givenCondsText(rels []*ast.Rel) string {
	parts := make([]string, len(rels))
	for i, r := range rels {
		parts[i] = ast.Print(r)
	}
	return statement.Clip(strings.Join(parts, ", "), 80)
}

// givenValueText writes the value: a rational, or the root of y's
// eliminant in its isolating interval.
func givenValueText(g forms.GAtRoot) string {
	if g.Val != nil {
		return g.Val.RatString()
	}
	return fmt.Sprintf("the root of %s in [%s, %s]", ast.Print(forms.PolyExpr(g.Pt.P, "y")), g.Pt.Lo.RatString(), g.Pt.Hi.RatString())
}

// givenConstantVerdict confirms a rational answer r when E = r is proven
// on the whole solution set by reduction (givenConstant); ok is false
// otherwise.
func (c *checker) givenConstantVerdict(gv statement.GivenValue, vars []string, target forms.QuadSurd, a *statement.Answer) (decide.Result, bool) {
	if target.Q.Sign() != 0 {
		return decide.Result{}, false
	}
	how, ok := c.givenConstant(gv, vars, target.P)
	if !ok {
		return decide.Result{}, false
	}
	conds := "no condition"
	if len(gv.Conds) > 0 {
		conds = "the conditions " + givenCondsText(gv.Conds)
	}
	conds += givenRestrictText(gv)
	res := decide.Confirm(statement.KindValue, "%s is %s at every solution of %s, equal exactly to the answer %s (%s; the shape %q)", statement.Clip(ast.Print(gv.Expr), 40), target.P.RatString(), conds, statement.Clip(a.Text.Math, 40), how, gv.Shape)
	return c.withGivenEvidence(res, gv, c.constantPoints(gv, vars), a.Items[0].E), true
}

// constantPoints are up to three solutions of the conditions where E was
// proven constant on a set that may be infinite: the last unknowns fixed
// at rationals, one more at a time, until the conditions with them are
// solved exactly with a finite, non-empty set (points exact where
// rational, else to 2^-130). None when no such choice is found.
func (c *checker) constantPoints(gv statement.GivenValue, vars []string) []cas.Env {
	empty := givenDeclared(gv)
	var pts []cas.Env
	c.Spare(func() bool {
		for free := 0; free <= len(vars) && len(pts) == 0; free++ {
			for trial := int64(0); trial < 3 && len(pts) < 3; trial++ {
				rels := slices.Clone(gv.Conds)
				for j := range free {
					v := &ast.Ident{Name: vars[len(vars)-1-j]}
					at := algebra.RatExpr(big.NewRat(2+trial+int64(j), 3+int64(j)))
					rels = append(rels, &ast.Rel{Ops: []ast.RelOp{ast.Eq}, Args: []ast.Expr{v, at}})
				}
				sols, _, why := forms.SolveExactly(c.Checker, empty, rels, vars)
				if why != "" || len(sols) == 0 {
					if free == 0 {
						break
					}
					continue
				}
				for _, s := range sols[:min(len(sols), 3-len(pts))] {
					pts = append(pts, s.Env(vars))
				}
				if free == 0 {
					break
				}
			}
		}
		return true
	})
	return pts
}

// givenDeclared is the statement's inequalities and declarations as
// stated conditions ("x < 0"; "positive": each name > 0; "nonzero": each
// name ≠ 0), applied to every solution found.
func givenDeclared(gv statement.GivenValue) *statement.Statement {
	st := &statement.Statement{}
	for _, r := range gv.Restrict {
		st.Conds = append(st.Conds, statement.Formula{E: r, Src: ast.Print(r)})
	}
	op, src := ast.Gt, " > 0"
	switch {
	case gv.Nonzero:
		op, src = ast.Ne, " ≠ 0"
	case !gv.Positive:
		return st
	}
	for _, v := range gv.Names {
		st.Conds = append(st.Conds, statement.Formula{E: &ast.Rel{Ops: []ast.RelOp{op}, Args: []ast.Expr{&ast.Ident{Name: v}, &ast.Number{Int: "0"}}}, Src: v + src})
	}
	return st
}

// checkGivenValueSrc is CheckGivenValueSrc on this package's checker.
func (c *checker) checkGivenValueSrc(st *statement.Statement, answerSrc string) (decide.Result, bool) {
	if _, ok := statement.ReadGivenValue(st.Raw); !ok {
		return decide.Result{}, false
	}
	a, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Result{}, false
	}
	return c.checkGivenValue(st, a)
}

// CheckGivenValueSrc is checkGivenValue for a statement whose words the
// cue table does not know, all of them accounted for by the shape.
func CheckGivenValueSrc(c *decide.Checker, st *statement.Statement, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkGivenValueSrc(st, answerSrc)
}

// givenRestrictText names the stated inequalities and declarations
// applied, for a note: " (with x < 0)".
func givenRestrictText(gv statement.GivenValue) string {
	var parts []string
	for _, f := range givenDeclared(gv).Conds {
		parts = append(parts, f.Src)
	}
	if len(parts) == 0 {
		return ""
	}
	return " (with " + strings.Join(parts, ", ") + ")"
}
