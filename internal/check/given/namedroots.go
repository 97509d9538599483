package given

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/namedroots"
)

// NamedRootsValue is the value of the expression asked at the two roots
// of the question's equation (issue 42): the equation is a polynomial of
// degree 2 in its unknown with rational coefficients and two different
// roots, E a rational expression in the two names, evaluated exactly in
// the field of the roots (algebra.QuadField). Unordered, E must take the
// same value with the roots exchanged; ordered (a ≥ b), the roots must be
// real and the larger one is Names[0]. ok is false otherwise, with why.
// roots are the two roots as the names take them (Names[0] first).
func NamedRootsValue(q namedroots.Question) (v algebra.QuadNum, f algebra.QuadField, roots [2]algebra.QuadNum, why string, ok bool) {
	eq, err := algebra.LFracOf(q.Eq, map[string]bool{q.Var: true})
	if err != nil {
		return v, f, roots, "the equation is not read as a polynomial", false
	}
	den, okD := eq.D.ToPoly(q.Var)
	p, okN := eq.N.ToPoly(q.Var)
	if !okD || !okN || algebra.Trim(den).Deg() != 0 {
		return v, f, roots, "the equation is not a polynomial one with rational coefficients", false
	}
	f, r1, r2, ok := algebra.QuadPairRoots(p)
	if !ok {
		return v, f, roots, "the equation is not of degree 2 with two different roots", false
	}
	real := f.D.Sign() >= 0
	if q.Ordered && !real {
		return v, f, roots, "the roots are ordered but not real", false
	}
	e, err := algebra.LFracOf(q.Expr, map[string]bool{q.Names[0]: true, q.Names[1]: true})
	if err != nil {
		return v, f, roots, "the expression is not a rational one in the two roots", false
	}
	v, ok = f.At(e, map[string]algebra.QuadNum{q.Names[0]: r1, q.Names[1]: r2})
	if !ok {
		return v, f, roots, "the expression is not defined at the roots (or past leg 1's size bounds)", false
	}
	if !q.Ordered {
		w, ok := f.At(e, map[string]algebra.QuadNum{q.Names[0]: r2, q.Names[1]: r1})
		if !ok || !w.Equal(v) {
			return v, f, roots, "the expression's value depends on which root is which", false
		}
	}
	return v, f, [2]algebra.QuadNum{r1, r2}, "", true
}

// checkNamedRoots is CheckNamedRoots on this package's checker.
func (c *checker) checkNamedRoots(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := namedroots.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := statement.Clip(q.Src, 40) + " at the roots " + q.Names[0] + ", " + q.Names[1] + " of " + statement.Clip(q.EqSrc, 40)
	v, f, roots, why, ok := NamedRootsValue(q)
	if !ok {
		return decide.Undecided(kind, "%s: %s", what, why), true
	}
	if !v.IsRational() {
		return decide.Undecided(kind, "%s is irrational (%s + %s·√%s); not compared", what, v.P.RatString(), v.Q.RatString(), f.D.RatString()), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is %s; the answer is not a single value", what, v.P.RatString()), true
	}
	order := "the value is the same with the roots exchanged"
	if q.Ordered {
		order = q.Names[0] + " the larger root"
	}
	how := "computed exactly in ℚ(√" + f.D.RatString() + "), the roots of A·" + q.Var + "² + B·" + q.Var + " + C being −B/(2A) ± √(B²−4AC)/(2A); " + order
	if f.D.Sign() == 0 {
		how = "computed exactly at the rational roots " + roots[0].P.RatString() + ", " + roots[1].P.RatString() + "; " + order
	}
	r := c.FoundVerdict(st, kind, what, cas.Rat(v.P), nil, how, ans.Items[0].E, answerSrc)
	if r.Verdict == record.Undecided {
		return r, true
	}
	// The expression at the roots written out, for other engines (with i
	// the imaginary unit when the roots are not real); unordered, also
	// with the roots exchanged.
	pairs := [][2]int{{0, 1}}
	if !q.Ordered {
		pairs = append(pairs, [2]int{1, 0})
	}
	for _, pr := range pairs {
		at := map[string]ast.Expr{q.Names[0]: quadExpr(f, roots[pr[0]]), q.Names[1]: quadExpr(f, roots[pr[1]])}
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the expression at the roots " + q.Names[0] + " = " + ast.Print(at[q.Names[0]]) + ", " + q.Names[1] + " = " + ast.Print(at[q.Names[1]]),
			Left: forms.ReplaceNames(q.Expr, at), Right: ans.Items[0].E, Want: record.WantEqual, Complex: f.D.Sign() < 0})
	}
	// Each root satisfies the equation.
	for i, root := range roots {
		at := map[string]ast.Expr{q.Var: quadExpr(f, root)}
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the equation at the root " + q.Names[i],
			Left: forms.ReplaceNames(q.Eq, at), Want: record.WantZero, Complex: f.D.Sign() < 0})
	}
	return r, true
}

// quadExpr writes x = P + Q·√D as an expression: (P) + (Q)·√D, with
// √D = i·√(−D) when D < 0.
func quadExpr(f algebra.QuadField, x algebra.QuadNum) ast.Expr {
	p := algebra.RatExpr(x.P)
	if x.IsRational() {
		return p
	}
	var s ast.Expr = &ast.Root{X: algebra.RatExpr(f.D)}
	if f.D.Sign() < 0 {
		s = &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: &ast.Root{X: algebra.RatExpr(new(big.Rat).Neg(f.D))}, Y: &ast.Ident{Name: "i"}}
	}
	q := &ast.Binary{Op: ast.Mul, Form: ast.FormCdot, X: algebra.RatExpr(x.Q), Y: s}
	return &ast.Binary{Op: ast.Add, X: p, Y: q}
}

// CheckNamedRoots (issue 42): an expression in the two named roots of a
// quadratic equation (namedroots.Read), computed exactly at the roots
// (NamedRootsValue) and compared with the answer.
func CheckNamedRoots(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkNamedRoots(st, problem, answerSrc)
}
