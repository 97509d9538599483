package shapes

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/coords"
)

// coordsShape names the grammar in notes and form checks.
const coordsShape = "points and lines given by coordinates or equations"

// checkCoords is CheckCoords on this package's checker.
func (c *checker) checkCoords(st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := coords.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	how := "read from the whole statement as " + coordsShape
	if len(q.Steps) > 0 {
		how += ": " + strings.Join(q.Steps, "; ")
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	sh := statement.ExactShape{Name: coordsShape, Kind: kind, Form: q.Form}
	if q.Point != nil {
		t, isTuple := ans.Root.(*ast.Tuple)
		if len(ans.Items) != 1 || !isTuple || t.Left != '(' || t.Right != ')' || len(t.Items) != 2 {
			return decide.Undecided(kind, "%s is asked (%s); the answer is not a point (a, b) in parentheses", q.What, how), true
		}
		return c.coordsPoint(st, kind, q, t.Items, sh, how, answerSrc), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked (%s); the answer is not a single value", q.What, how), true
	}
	if why := statement.ShapeFormUnmet(sh, ans.Items[0].E); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	formula := algebra.RatExpr(q.Value)
	if q.Root {
		formula = &ast.Root{X: formula}
	}
	found, err := c.Eval(formula, nil)
	if err != nil {
		return decide.Undecided(kind, "%s cannot be evaluated: %v", q.What, err), true
	}
	r := c.FoundVerdict(st, kind, q.What, found, nil, how, ans.Items[0].E, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = formula
	}
	return r, true
}

// coordsPoint compares a point found with the answer's pair, coordinate
// by coordinate: confirmed when both are equal, refuted when one differs.
func (c *checker) coordsPoint(st *statement.Statement, kind statement.Kind, q coords.Question, items []ast.Expr, sh statement.ExactShape, how, answerSrc string) decide.Result {
	for _, e := range items {
		if why := statement.ShapeFormUnmet(sh, e); why != "" {
			return decide.Undecided(kind, "%s (a coordinate of the answer)", why)
		}
	}
	var ev []decide.Comparison
	refuted := ""
	for i, e := range items {
		what := q.What + "'s " + [2]string{"x", "y"}[i] + "-coordinate"
		r := c.FoundVerdict(st, kind, what, cas.Rat(q.Point[i]), nil, how, e, answerSrc)
		switch r.Verdict {
		case record.Undecided:
			return r
		case record.Refute:
			refuted = r.Note
		}
		ev = append(ev, r.Evidence...)
	}
	if refuted != "" {
		r := decide.Refute(kind, "%s is (%s, %s) (%s), not the answer's point: %s", q.What, q.Point[0].RatString(), q.Point[1].RatString(), how, strings.TrimPrefix(refuted, "refuted: "))
		r.Evidence = ev
		return r
	}
	r := decide.Confirm(kind, "%s is (%s, %s) (%s), equal exactly to the answer's point, coordinate by coordinate", q.What, q.Point[0].RatString(), q.Point[1].RatString(), how)
	r.Evidence = ev
	return r
}

// CheckCoords (issue 42): a statement about points and lines of the
// plane read whole by internal/statement/coords (midpoints, the other
// endpoint, distances, slopes, intercepts, lines through points,
// parallel and perpendicular lines, intersections), its value computed
// exactly over ℚ (a distance as √ of a rational) and compared with the
// answer: a number by the one decision of equality, a point coordinate by
// coordinate (the answer a pair in parentheses). The form a closing
// sentence asks (a common fraction, simplest radical form) is checked on
// the answer as written, or the row is undecided.
func CheckCoords(c *decide.Checker, st *statement.Statement, problem string, answerSrc string) (decide.Result, bool) {
	return (&checker{c}).checkCoords(st, problem, answerSrc)
}
