package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/oddeven"
)

// Issue 42 (MATH Intermediate Algebra): a value of f with unknown
// constants fixed by f(p) = v (oddeven.Read, given.CheckOddEven). A
// rational answer is mutated to its negation and to itself plus 1/3 and
// minus 1/7 (the constant term added twice or forgotten is caught by the
// generic ±1 slips); leg 1 must find how the constants enter exactly.
const OddEvenSlip = "oddeven-slip"

func init() { registerFamily(OddEvenSlip, (*gen).oddEvenSlips) }

func (g *gen) oddEvenSlips(problem, _ string) {
	if _, ok := oddeven.Read(problem); !ok {
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, m := range []*big.Rat{new(big.Rat).Neg(v), new(big.Rat).Add(v, big.NewRat(1, 3)), new(big.Rat).Sub(v, big.NewRat(1, 7))} {
		if m.Cmp(v) != 0 {
			g.emit(OddEvenSlip, algebra.RatExpr(m))
		}
	}
}
