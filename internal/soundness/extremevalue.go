package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/conicext"
	"github.com/dgnpipe/dgnpipe/internal/statement/extremevalue"
)

// Issue 42, the largest or the smallest value of an expression on the
// solutions of given equations (statement/extremevalue): the answer A is
// mutated to −A (the other extreme of an odd expression, y³ at y = ±6),
// A ± 1 and 2A, each a rational other than A; leg 1 must take the extreme
// the words ask, among every solution's value.
const ExtremeValueSlip = "extreme-value-slip"

func init() { registerFamily(ExtremeValueSlip, (*gen).extremeValueSlips) }

func (g *gen) extremeValueSlips(problem, _ string) {
	_, ok1 := extremevalue.Read(problem)
	_, ok2 := conicext.Read(problem) // the extreme coordinate on a bounded conic, decided the same way
	if !ok1 && !ok2 {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	one := big.NewRat(1, 1)
	for _, v := range []*big.Rat{new(big.Rat).Neg(ans), new(big.Rat).Add(ans, one), new(big.Rat).Sub(ans, one), new(big.Rat).Add(ans, ans)} {
		if v.Cmp(ans) != 0 {
			g.emit(ExtremeValueSlip, algebra.RatExpr(v))
		}
	}
}
