package check

import (
	"github.com/dgnpipe/dgnpipe/internal/check/given"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// checkFormIdentity (issue 42): "The quadratic $P$ can be written in the
// form $T$, where $a$, $b$, and $c$ are constants. What is $E$?" is
// rewritten as the given-value question "If <the coefficients of P − T,
// each = 0>, what is the value of $E$?" (given.FormRewrite) and checked
// from the top: E must take one value on all the real solutions. A
// rewriting that decides nothing leaves the statement to its other
// readings.
func (c *checker) checkFormIdentity(problem, answerSrc string) (Result, bool) {
	synth, note, ok := given.GivenRewrite(problem) // issue 42 (Gaokao): also formulas of the prose (barevalue)
	if !ok {
		return Result{}, false
	}
	res := c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		return Result{}, false
	}
	res.Note += note
	return res, true
}
