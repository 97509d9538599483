package values

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/trigint"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// trigFuncs are the six functions an answer may use.
var trigFuncs = []string{"sin", "cos", "tan", "cot", "sec", "csc"}

// CheckTrigInt (issue 42, MATH Precalculus) decides "Simplify $E.$ Enter
// your answer as a trigonometric function evaluated at an integer"
// (trigint.Read): the answer must be f(n) for one of the six functions
// and a whole n, in degrees when it carries a degree sign or the statement
// says the angle is in degrees, else in radians; its value and E's (closed,
// evaluated on proven enclosures) are decided by FoundVerdict. When the
// statement asks the angle "positive and as small as possible", every
// f(k°) for the six functions and 0 < k < n must be shown different from
// E's value (their difference's sign proven), else the row is undecided;
// that is only read in degrees.
func CheckTrigInt(c *decide.Checker, st *statement.Statement, problem, answerSrc string) (decide.Result, bool) {
	q, ok := trigint.Read(problem)
	if !ok {
		return decide.Result{}, false
	}
	kind := statement.KindValue
	if len(pm.FreeVars(q.E)) > 0 {
		return decide.Undecided(kind, "the expression %s has a letter", statement.Clip(q.Src, 40)), true
	}
	a, ok := trigint.ReadAnswer(answerSrc)
	if !ok {
		return decide.Undecided(kind, "the answer is not a trigonometric function evaluated at an integer"), true
	}
	deg := a.Deg || q.Degrees
	at := func(f string, n int) string {
		if deg {
			return fmt.Sprintf(`\%s \left(%d^\circ\right)`, f, n)
		}
		return fmt.Sprintf(`\%s \left(%d\right)`, f, n)
	}
	ansE, err := latex.ParseExpr(at(a.Func, a.N))
	if err != nil {
		return decide.Undecided(kind, "%v", err), true
	}
	found, err := c.Eval(q.E, nil)
	if err != nil {
		return decide.Undecided(kind, "%s cannot be evaluated: %v", statement.Clip(q.Src, 40), err), true
	}
	how := "the statement's expression, evaluated"
	r := c.FoundVerdict(st, kind, "the value", found, nil, how, ansE, answerSrc)
	if len(r.Evidence) == 1 {
		r.Evidence[0].Left = q.E
	}
	if r.Verdict != record.Confirm || !q.Smallest {
		return r, true
	}
	if !deg || a.N <= 0 {
		return decide.Undecided(kind, "the smallest positive angle is asked, read only in degrees"), true
	}
	zero := cas.Rat(new(big.Rat))
	for k := 1; k < a.N; k++ {
		for _, f := range trigFuncs {
			e, err := latex.ParseExpr(at(f, k) + ` - \left(` + q.Src + `\right)`)
			if err != nil {
				return decide.Undecided(kind, "%v", err), true
			}
			d, err := c.Eval(e, nil)
			if err != nil {
				return decide.Undecided(kind, "%s(%d°) cannot be compared: %v", f, k, err), true
			}
			if s, sure := decide.Sign(d, zero); !sure || s == 0 {
				return decide.Undecided(kind, "%s(%d°) is not shown different from the value: the smallest angle is not shown", f, k), true
			}
		}
	}
	r.Note += fmt.Sprintf("; no sin, cos, tan, cot, sec or csc of a whole angle from 1° to %d° takes the value (each difference's sign proven)", a.N-1)
	return r, true
}
