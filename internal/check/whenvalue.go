package check

import (
	"github.com/dgnpipe/dgnpipe/internal/record"
	"github.com/dgnpipe/dgnpipe/internal/statement/whenvalue"
)

// checkWhenValue (issue 42): "the value of E when x = c" read whole by
// internal/statement/whenvalue ("If $y = 8 - 5x +4x^2$, what is the value
// of $y$ when $x=-2$?", "Evaluate \begin{align*} F \end{align*} for $a =
// 1\frac12$.") is rewritten as the given-value question "If $y = 8 - 5x
// +4x^2$ and $x=-2$, what is the value of $y$?" and checked from the top
// (internal/check/given solves the conditions exactly; the value asked
// must be one value on the real solutions). The note says what was read;
// a rewriting that decides nothing leaves the statement to its other
// readings.
func (c *checker) checkWhenValue(problem, answerSrc string) (Result, bool) {
	synth, ok := whenvalue.Rewrite(problem)
	if !ok {
		return Result{}, false
	}
	res := c.run(synth, answerSrc)
	if res.Verdict == record.Undecided {
		// The statement keeps its other readings ("What is the value of
		// $3x^y + 4y^x$ when …" is a value with substitutions).
		return Result{}, false
	}
	res.Note += " (the values given after \"when\" read as conditions: the statement rewritten as \"" + synth + "\")"
	return res, true
}
