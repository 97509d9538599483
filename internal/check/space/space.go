package space

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/spacegeo"
)

type vec = [3]*big.Rat

// value is what a question computes: a point, a number r, √r (Root), or
// an angle of Degrees.
type value struct {
	point   []*big.Rat
	num     *big.Rat
	root    bool
	degrees int
	isDeg   bool
	what    string
}

// CheckSpace reads the statement with spacegeo.Read, computes the value
// asked exactly and decides the answer against it; ok is false when the
// statement is not read.
func CheckSpace(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := spacegeo.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	v, err := compute(q)
	if err != nil {
		return decide.Undecided(kind, "the question on points and planes of space: %v", err), true
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	how := "computed exactly from the coordinates (a question on points and planes of space)"
	if v.point != nil {
		t, isTuple := ans.Root.(*ast.Tuple)
		if len(ans.Items) != 1 || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 3 {
			return decide.Undecided(kind, "%s is asked; the answer is not a point (a, b, c) in parentheses", v.what), true
		}
		return pointVerdict(c, st, kind, v, t.Items, how, answerSrc), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked; the answer is not a single value", v.what), true
	}
	var formula ast.Expr
	switch {
	case v.isDeg:
		src := fmt.Sprint(v.degrees)
		if strings.Contains(answerSrc, `\circ`) {
			src += `^\circ`
		}
		if formula, err = latex.ParseExpr(src); err != nil {
			return decide.Undecided(kind, "%v", err), true
		}
		how += fmt.Sprintf(" (%d degrees)", v.degrees)
	case v.root:
		formula = &ast.Root{X: algebra.RatExpr(v.num)}
	default:
		formula = algebra.RatExpr(v.num)
	}
	found, err := c.Eval(formula, nil)
	if err != nil {
		return decide.Undecided(kind, "%s cannot be evaluated: %v", v.what, err), true
	}
	r := c.FoundVerdict(st, kind, v.what, found, nil, how, ans.Items[0].E, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = formula
	}
	return r, true
}

// pointVerdict compares the point found with the answer's, coordinate by
// coordinate.
func pointVerdict(c *decide.Checker, st *statement.Statement, kind statement.Kind, v value, items []ast.Expr, how, answerSrc string) decide.Result {
	var ev []decide.Comparison
	refuted := ""
	for i, e := range items {
		what := v.what + "'s " + [3]string{"x", "y", "z"}[i] + "-coordinate"
		r := c.FoundVerdict(st, kind, what, cas.Rat(v.point[i]), nil, how, e, answerSrc)
		switch r.Verdict {
		case record.Undecided:
			return r
		case record.Refute:
			refuted = r.Note
		}
		ev = append(ev, r.Evidence...)
	}
	pt := fmt.Sprintf("(%s, %s, %s)", v.point[0].RatString(), v.point[1].RatString(), v.point[2].RatString())
	r := decide.Confirm(kind, "%s is %s (%s), equal exactly to the answer's point, coordinate by coordinate", v.what, pt, how)
	if refuted != "" {
		r = decide.Refute(kind, "%s is %s (%s), not the answer's point: %s", v.what, pt, how, strings.TrimPrefix(refuted, "refuted: "))
	}
	r.Evidence = ev
	return r
}
