package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/curvepts"
)

// Issue 42, the unknowns of a parabola or a line given by points on it
// (statement/curvepts): the answer A is mutated to 2A, A + 2 and A − 2,
// each a rational other than A (the generic slips cover −A and A ± 1);
// leg 1 must solve the conditions the points give.
const CurvePtsSlip = "curvepts-slip"

func init() { registerFamily(CurvePtsSlip, (*gen).curvePtsSlips) }

func (g *gen) curvePtsSlips(problem, _ string) {
	if _, ok := curvepts.Rewrite(problem); !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	two := big.NewRat(2, 1)
	for _, v := range []*big.Rat{new(big.Rat).Mul(ans, two), new(big.Rat).Add(ans, two), new(big.Rat).Sub(ans, two)} {
		if v.Cmp(ans) != 0 {
			g.emit(CurvePtsSlip, algebra.RatExpr(v))
		}
	}
}
