package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/asymptote"
)

// Issue 42 (MATH Intermediate Algebra): the asymptotes of the graph of
// P/Q (asymptote.Read, shapes.CheckAsymptote). A number answered (a
// horizontal asymptote, a count, a crossing) is mutated to itself plus
// and minus 1; the generic slips mutate the pairs and the lines.
const AsymptoteSlip = "asymptote-slip"

func init() { registerFamily(AsymptoteSlip, (*gen).asymptoteSlips) }

func (g *gen) asymptoteSlips(problem, _ string) {
	if _, ok := asymptote.Read(problem); !ok {
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, d := range []int64{1, -1} {
		if e, err := latex.ParseExpr(ratLatex(new(big.Rat).Add(v, big.NewRat(d, 1)))); err == nil {
			g.emit(AsymptoteSlip, e)
		}
	}
}
