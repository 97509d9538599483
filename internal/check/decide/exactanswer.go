package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// oneExactAnswer reads the answer to a question whose statement's shape
// asks for one value: it must be one formula whose value is an exact
// rational number. When asked is not "", the item may be named only by
// it ("x = 3" for x); otherwise any name is let through. On failure it
// returns the undecided verdict to give.
func (c *Checker) OneExactAnswer(answerSrc string, kind statement.Kind, shape, asked string) (*big.Rat, *Result) {
	a, err := statement.ReadAnswer(answerSrc)
	if err != nil || a.Root == nil || len(a.Items) != 1 || asked != "" && a.Items[0].Name != "" && a.Items[0].Name != asked {
		r := Undecided(kind, "the statement (%q) asks for one value, and the answer is not one formula", shape)
		return nil, &r
	}
	av, err := c.Eval(a.Items[0].E, nil)
	if err != nil {
		r := Undecided(kind, "the answer cannot be evaluated: %v", err)
		return nil, &r
	}
	q, exact := av.Exact()
	if !exact {
		r := Undecided(kind, "the answer's value is not an exact rational number")
		return nil, &r
	}
	return q, nil
}
