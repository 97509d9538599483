package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/record"
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

// CountVerdict is the verdict on an integer answer to a count found
// exactly: "<text> <verb> <count>, equal to the answer (<shape>)", or
// "…, not <got> (<shape>)"; the count against the answer is its evidence,
// evWhat naming what was counted.
func CountVerdict(kind statement.Kind, text, verb string, count int64, got *big.Int, shape, evWhat string) Result {
	var res Result
	if got.Cmp(big.NewInt(count)) != 0 {
		res = Refute(kind, "%s %s %d, not %s (%s)", text, verb, count, got, shape)
	} else {
		res = Confirm(kind, "%s %s %d, equal to the answer (%s)", text, verb, count, shape)
	}
	res.Evidence = []Comparison{{What: "the count of " + evWhat + " against the answer, exact values",
		Left: IntExpr(big.NewInt(count)), Right: IntExpr(got), Want: record.WantEqual}}
	return res
}
