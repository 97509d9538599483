package check

import (
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/check/given"
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement/formident"
)

// checkFormIdentity (issue 42): "The quadratic $P$ can be written in the
// form $T$, where $a$, $b$, and $c$ are constants. What is $E$?" read whole
// by internal/statement/formident is rewritten as the given-value question
// "If <the coefficients of P − T, each = 0> (and the constants' signs),
// what is the value of $E$?" (given.FormConditions) and checked from the
// top (internal/check/given solves the conditions exactly; E must take one
// value on all the real solutions). Constants said to be integers are
// not restricted to integers: a value that is one on every real solution
// is that value on the integer ones the statement says exist. A rewriting
// that decides nothing leaves the statement to its other readings.
func (c *checker) checkFormIdentity(problem, answerSrc string) (Result, bool) {
	q, ok := formident.Read(problem)
	if !ok {
		return Result{}, false
	}
	conds, expr, rename, ok := given.FormConditions(q)
	if !ok {
		return Result{}, false
	}
	synth := "If $" + strings.Join(conds, "$ and $") + "$, what is the value of $" + expr + "$?"
	res := c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note += " (the form read as an identity in " + strings.Join(q.Vars, ", ") + ": the coefficients of P − T equated, the statement rewritten as \"" + synth + "\""
	if to, ok := rename["e"]; ok {
		res.Note += ", the constant e written " + to
	}
	if q.Kind == formident.Integers || strings.HasSuffix(q.Words, "integers") {
		res.Note += "; the constants being " + q.Words + " is not used: the value is one on every real solution"
	}
	res.Note += ")"
	return res, true
}
