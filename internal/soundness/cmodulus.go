package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/modulus"
)

// Issue 42 (MATH Intermediate Algebra): the modulus of a complex number
// (modulus.Read, given.CheckModulus). A rational answer is mutated to
// itself plus and minus 1 and to its square (|W| answered for |z| with
// z² = W); leg 1 must take the 2n-th root of |W|² exactly.
const CModulusSlip = "cmodulus-slip"

func init() { registerFamily(CModulusSlip, (*gen).cmodulusSlips) }

func (g *gen) cmodulusSlips(problem, _ string) {
	if _, ok := modulus.Read(problem); !ok {
		return
	}
	v, ok := g.exactValue(g.root)
	if !ok {
		return
	}
	for _, m := range []*big.Rat{new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Sub(v, big.NewRat(1, 1)), new(big.Rat).Mul(v, v)} {
		if m.Cmp(v) != 0 {
			g.emit(CModulusSlip, algebra.RatExpr(m))
		}
	}
}
