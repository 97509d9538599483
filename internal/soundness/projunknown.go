package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/projunknown"
)

// Issue 42 (MATH Precalculus): an entry of V from proj_U V = k U
// (projunknown.Read, space.CheckProjUnknown). The answer is mutated to its
// opposite and to itself ± 1 (a sign or a term of the dot product
// slipped).
const ProjUnknownSlip = "proj-unknown-slip"

func init() { registerFamily(ProjUnknownSlip, (*gen).projUnknownSlips) }

func (g *gen) projUnknownSlips(problem, _ string) {
	if _, ok := projunknown.Read(problem); !ok {
		return
	}
	v, ok := g.exactAnswer()
	if !ok {
		return
	}
	for _, w := range []*big.Rat{new(big.Rat).Neg(v), new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Sub(v, big.NewRat(1, 1))} {
		if w.Cmp(v) == 0 {
			continue
		}
		if e, err := latex.ParseExpr(ratLatex(w)); err == nil {
			g.emit(ProjUnknownSlip, e)
		}
	}
}
