package soundness

import (
	"fmt"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/trigraph"
)

// Issue 42 (MATH Precalculus): a constant of y = a sin(bx + c) + d read
// from the function the picture draws (trigraph.Read,
// values.CheckTrigGraph). A rational answer (a, b, d, ab) is mutated to
// itself ± 1, doubled and halved (a period read for a frequency, a range
// for an amplitude); a phase c = r·π to (r ± 1/2)·π and (r + 1)·π (a
// quarter or half turn off, the sign of a forgotten).
const TrigGraphSlip = "trig-graph-slip"

func init() { registerFamily(TrigGraphSlip, (*gen).trigGraphSlips) }

func (g *gen) trigGraphSlips(problem, answer string) {
	q, ok := trigraph.Read(problem)
	if !ok {
		return
	}
	var outs []string
	if q.Ask == "c" {
		for _, f := range []string{`%s + \frac{\pi}{2}`, `%s - \frac{\pi}{2}`, `%s + \pi`} {
			outs = append(outs, fmt.Sprintf(f, `\left(`+answer+`\right)`))
		}
	}
	if q.Ask != "c" {
		v, ok := g.exactAnswer()
		if !ok {
			return
		}
		for _, w := range []*big.Rat{
			new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Sub(v, big.NewRat(1, 1)),
			new(big.Rat).Mul(v, big.NewRat(2, 1)), new(big.Rat).Mul(v, big.NewRat(1, 2)),
		} {
			if w.Cmp(v) != 0 {
				outs = append(outs, ratLatex(w))
			}
		}
	}
	for _, s := range outs {
		if e, err := latex.ParseExpr(s); err == nil {
			g.emit(TrigGraphSlip, e)
		}
	}
}
