package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/funceq"
)

// Issue 42 (MATH Intermediate Algebra): f(k) from a functional equation
// in f(x) and f(φ(x)) (funceq.Read, given.CheckFuncCycle). A rational
// answer is mutated to itself plus 1/3, minus 1/7 and negated (a slip in
// a fraction, or a sign); the generic slips already move it by ±1. Leg 1
// must solve the equations at the orbit exactly.
const FuncCycleSlip = "funccycle-slip"

func init() { registerFamily(FuncCycleSlip, (*gen).funcCycleSlips) }

func (g *gen) funcCycleSlips(problem, _ string) {
	if _, ok := funceq.Read(problem); !ok {
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, m := range []*big.Rat{new(big.Rat).Add(v, big.NewRat(1, 3)), new(big.Rat).Sub(v, big.NewRat(1, 7)), new(big.Rat).Neg(v)} {
		if m.Cmp(v) != 0 {
			g.emit(FuncCycleSlip, algebra.RatExpr(m))
		}
	}
}
