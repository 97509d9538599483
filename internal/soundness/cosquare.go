package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/statement/cosquare"
)

// Issue 42 (MATH Algebra): mutations of completing the square
// (internal/statement/cosquare), an equation A x² + B x + C = 0 rewritten
// as (x + a)² = b. The mutants are the expression asked at the slips of
// the method: the sign of a turned (x − B/2A), and the constant C not
// divided by A (b = B²/4A² − C).

// SquareSlip is the mutation type of completing the square.
const SquareSlip = "square-slip" // the expression asked with a's sign turned, or C not divided by A

// squareSlips adds the square-slip mutants.
func (g *gen) squareSlips(problem string) {
	q, ok := cosquare.Read(problem)
	if !ok || q.Shape != cosquare.Equation {
		return
	}
	l, err := algebra.LaurentOf(q.P, map[string]bool{q.Var: true})
	if err != nil {
		return
	}
	p, ok := l.ToPoly(q.Var)
	if !ok || len(p) != 3 || p[2].Sign() == 0 {
		return
	}
	C, B, A := p[0], p[1], p[2]
	av := new(big.Rat).Quo(B, new(big.Rat).Mul(big.NewRat(2, 1), A))
	sq := new(big.Rat).Mul(av, av)
	bv := new(big.Rat).Sub(sq, new(big.Rat).Quo(C, A))
	bNoDiv := new(big.Rat).Sub(sq, C)
	for _, env := range []cas.Env{
		{q.A: cas.Rat(new(big.Rat).Neg(av)), q.B: cas.Rat(bv)},
		{q.A: cas.Rat(av), q.B: cas.Rat(bNoDiv)},
	} {
		v, err := g.p.eval(q.Ask, env)
		if r, exact := v.Exact(); err == nil && exact {
			g.emit(SquareSlip, algebra.RatExpr(r))
		}
	}
}
