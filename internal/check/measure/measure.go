package measure

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/measure"
)

// shapeName names the reading in notes and form checks.
const shapeName = "a measure of a figure named with its lengths"

// CheckMeasure reads the statement with internal/statement/measure and
// decides the answer against the measure asked; ok is false when the
// statement is not read.
func CheckMeasure(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := measure.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	how := "read from the whole statement as " + shapeName
	if len(q.Steps) > 0 {
		how += ": " + strings.Join(q.Steps, "; ")
	}
	for _, p := range q.Positive {
		e, err := latex.ParseExpr(p)
		if err != nil {
			return decide.Undecided(kind, "%s: the length %s cannot be read", how, statement.Clip(p, 40)), true
		}
		v, err := c.Eval(e, nil)
		if err != nil {
			return decide.Undecided(kind, "%s: the length %s cannot be evaluated: %v", how, statement.Clip(p, 40), err), true
		}
		if s, sure := decide.Sign(v, zero); !sure || s <= 0 {
			return decide.Undecided(kind, "%s: %s is not a positive length, so no such figure", how, statement.Clip(p, 60)), true
		}
	}
	ans, err := st.ReadAnswer(answerSrc)
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	if ans.Root == nil || len(ans.Items) != 1 || ans.Items[0].Name != "" {
		return decide.Undecided(kind, "%s is asked (%s); the answer is not a single value", q.What, how), true
	}
	sh := statement.ExactShape{Name: shapeName, Kind: kind, Form: q.Form}
	if why := statement.ShapeFormUnmet(sh, ans.Items[0].E); why != "" {
		return decide.Undecided(kind, "%s", why), true
	}
	if q.Pi && !strings.Contains(answerSrc, `\pi`) && !strings.Contains(answerSrc, "π") {
		return decide.Undecided(kind, "the statement asks the answer in terms of π, and the answer %s is not written with π", statement.Clip(answerSrc, 40)), true
	}
	formula, err := latex.ParseExpr(q.Formula)
	if err != nil {
		return decide.Undecided(kind, "%s cannot be read: %v", q.What, err), true
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

var zero = cas.Rat(new(big.Rat))
