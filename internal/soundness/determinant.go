package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement"
	"github.com/dgnpipe/dgnpipe/internal/statement/detlaw"
)

// Issue 42 (MATH Precalculus): mutations of a determinant question
// ("Evaluate $\begin{vmatrix} … \end{vmatrix}$.", "If $|A| = k,$ then
// find $|B|$."). For an answer that is one exact nonzero rational r:
//
//   - -r, the sign a swap of two rows brings, lost or added (kept under
//     this type only where no earlier type gave it: sign-flip usually does);
//   - where a determinant k ≠ 0 is given and the one asked is r = c·k: k/c
//     (= k²/r), the ratio read the wrong way round, kept when r² ≠ k²;
//   - for the determinant of a power or a scalar multiple (statement.
//     detlaw.Read): the law read linearly, n·p for pⁿ and k·p for kⁿ·p,
//     kept when it differs from the answer.

// DetSlip is the mutation type of a determinant.
const DetSlip = "det-slip"

func (g *gen) detSlip(problem string) {
	if law, ok := detlaw.Read(problem); ok {
		g.detLawSlip(law)
		return
	}
	q, ok := statement.ReadDeterminantQuestion(problem)
	if !ok {
		return
	}
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	r, exact := v.Exact()
	if !exact || r.Sign() == 0 {
		return
	}
	g.emit(DetSlip, replace(g.root, part, algebra.RatExpr(new(big.Rat).Neg(r))))
	if q.GivenRows == nil {
		return
	}
	k, ok := g.exactValue(q.Given)
	if !ok || k.Sign() == 0 {
		return
	}
	k2, r2 := new(big.Rat).Mul(k, k), new(big.Rat).Mul(r, r)
	if k2.Cmp(r2) == 0 {
		return
	}
	g.emit(DetSlip, replace(g.root, part, algebra.RatExpr(new(big.Rat).Quo(k2, r))))
}

// detLawSlip emits the value of a determinant law read linearly: n·p for
// pⁿ, k·(…) for kⁿ·(…), computed here from the statement's numbers.
func (g *gen) detLawSlip(law detlaw.Law) {
	part, v, ok := g.oneValue()
	if !ok {
		return
	}
	r, exact := v.Exact()
	if !exact {
		return
	}
	slip := new(big.Rat).Mul(law.Given[0], big.NewRat(law.Power, 1))
	if len(law.Given) == 2 {
		slip.Mul(slip, law.Given[1])
	}
	if law.Size > 0 {
		slip.Mul(slip, law.Scale)
	}
	if slip.Cmp(r) != 0 {
		g.emit(DetSlip, replace(g.root, part, algebra.RatExpr(slip)))
	}
}
