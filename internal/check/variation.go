package check

import "github.com/dgnpipe/dgnpipe/internal/statement/variation"

// checkVariation (issue 42): a statement of inverse variation read whole
// by internal/statement/variation ("If $j$ and $k$ are inversely
// proportional and $j = 16$ when $k = 21$, what is the value of $j$ when
// $k = 14$?") is rewritten as the given-value question "If $(j)(k) =
// (16)(21)$ and $k = 14$, what is the value of $j$?" and checked from the
// top: the conditions are solved exactly and the value asked must be one
// value on the real solutions (internal/check/given). The note says what
// was read.
func (c *checker) checkVariation(problem, answerSrc string) (Result, bool) {
	synth, relation, ok := variation.Rewrite(problem)
	if !ok {
		return Result{}, false
	}
	res := c.run(synth, answerSrc)
	res.Note += " (read as inverse variation: " + relation + "; the statement rewritten as \"" + synth + "\")"
	return res, true
}
