package equations

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/extremeroot"
)

// ExtremeRoot (issue 42) is the largest (or smallest) real solution of
// the question's equation: the complete real solution set found exactly
// (forms.SolveExactly: elimination, real roots isolated, every candidate
// substituted in the equation as written), every solution a rational.
// ok is false otherwise, with why; all are the solutions in increasing
// order.
func ExtremeRoot(c *decide.Checker, st *statement.Statement, q extremeroot.Question) (r *big.Rat, all []*big.Rat, why string, ok bool) {
	sols, _, why := forms.SolveExactly(c, st, []*ast.Rel{q.Eq}, []string{q.Var})
	if why != "" {
		return nil, nil, why, false
	}
	if len(sols) == 0 {
		return nil, nil, "the equation has no real solution", false
	}
	for _, s := range sols {
		if len(s) != 1 || s[0].Exact == nil {
			return nil, nil, "a real solution is irrational (" + s.String() + ")", false
		}
		all = append(all, s[0].Exact)
	}
	for i := 1; i < len(all); i++ { // insertion sort: a few solutions
		for j := i; j > 0 && all[j].Cmp(all[j-1]) < 0; j-- {
			all[j], all[j-1] = all[j-1], all[j]
		}
	}
	for i := 1; i < len(all); i++ {
		if all[i].Cmp(all[i-1]) == 0 {
			return nil, nil, "a solution is listed twice", false
		}
	}
	if q.Largest {
		return all[len(all)-1], all, "", true
	}
	return all[0], all, "", true
}

// CheckExtremeRoot (issue 42): the largest or the smallest real solution
// of one equation in one unknown (extremeroot.Read), compared exactly with
// the answer; the form the statement asks (a fraction, a decimal) is
// checked on the answer as written.
func CheckExtremeRoot(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := extremeroot.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	what := "the smallest real solution of " + statement.Clip(q.Src, 50)
	if q.Largest {
		what = "the largest real solution of " + statement.Clip(q.Src, 50)
	}
	v, all, why, ok := ExtremeRoot(c, st, q)
	if !ok {
		return decide.Undecided(kind, "%s is asked, but %s", what, why), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is %s; the answer is not a single value", what, v.RatString()), true
	}
	if !formWritten(q.Form, ans.Items[0].E) {
		return decide.Undecided(kind, "%s is %s; the answer is not written in the form the statement asks", what, v.RatString()), true
	}
	parts := make([]string, len(all))
	for i, x := range all {
		parts[i] = x.RatString()
	}
	how := "the real solutions {" + strings.Join(parts, ", ") + "} found exactly (elimination, real roots isolated, every candidate substituted in the equation as written)"
	r := c.FoundVerdict(st, kind, what, cas.Rat(v), nil, how, ans.Items[0].E, answerSrc)
	if r.Verdict == record.Undecided {
		return r, true
	}
	// Each solution satisfies the equation, for other engines.
	for _, x := range all {
		r.Evidence = append(r.Evidence, decide.Comparison{What: "the equation at the solution " + q.Var + " = " + x.RatString(),
			Left: q.Eq.Args[0], Right: q.Eq.Args[1], Points: []cas.Env{{q.Var: cas.Rat(x)}}, Want: record.WantEqual})
	}
	return r, true
}

// formWritten reports whether the answer is written in the form asked: a
// fraction is an integer or a quotient of integers (signed), a decimal a
// numeral.
func formWritten(f extremeroot.Form, e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	switch f {
	case extremeroot.Fraction:
		if n, ok := e.(*ast.Number); ok {
			return n.Frac == "" && n.Repeat == ""
		}
		b, ok := e.(*ast.Binary)
		if !ok || b.Op != ast.Div {
			return false
		}
		n1, ok1 := b.X.(*ast.Number)
		n2, ok2 := b.Y.(*ast.Number)
		return ok1 && ok2 && n1.Frac == "" && n2.Frac == "" && n1.Repeat == "" && n2.Repeat == ""
	case extremeroot.Decimal:
		n, ok := e.(*ast.Number)
		return ok && n.Repeat == ""
	}
	return true
}
