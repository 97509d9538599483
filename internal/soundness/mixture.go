package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/mixture"
)

// Issue 42 (CollegeMath 4.6): mutations of a mixture problem's amount
// (internal/statement/mixture), x = Q(b − c)/(c − a). The mutants are the
// total x + Q (the mixture's amount given for the part asked) and the
// ratio turned the wrong way, Q(c − a)/(b − c).

// MixtureSlip is the mutation type of mixture problems.
const MixtureSlip = "mixture-slip" // the total, or the ratio the wrong way round

// mixtureSlips adds the mixture-slip mutants.
func (g *gen) mixtureSlips(problem string) {
	q, ok := mixture.Read(problem)
	if !ok {
		return
	}
	x, ok := q.X()
	if !ok {
		return
	}
	g.emit(MixtureSlip, algebra.RatExpr(new(big.Rat).Add(x, q.Q)))
	w := new(big.Rat).Mul(q.Q, new(big.Rat).Sub(q.C, q.A))
	g.emit(MixtureSlip, algebra.RatExpr(w.Quo(w, new(big.Rat).Sub(q.B, q.C))))
}
