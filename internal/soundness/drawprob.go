package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/drawprob"
)

// Issue 42 (Gaokao): the probability of a random draw read by
// drawprob.Read (internal/check/counting/drawprob.go). The slips: the
// complement 1 − P; for one of a group, the ratio of the part to the other
// part (m/(n − m)); for k choices all different, the choices counted
// without order or with repetition forgotten (1/n^(k−1)); for one of each
// kind, the pairs drawn with replacement and one order (m₁m₂/n²). Each is
// kept when it differs from the answer.
const DrawProbSlip = "draw-probability-slip"

func init() { registerFamily(DrawProbSlip, (*gen).drawProbSlips) }

func (g *gen) drawProbSlips(problem, _ string) {
	q, ok := drawprob.Read(problem)
	if !ok {
		return
	}
	a, ok := g.exactAnswer()
	if !ok {
		return
	}
	var slips []*big.Rat
	slips = append(slips, new(big.Rat).Sub(big.NewRat(1, 1), a))
	switch q.Kind {
	case drawprob.One:
		if q.N > q.M {
			slips = append(slips, big.NewRat(int64(q.M), int64(q.N-q.M)))
		}
	case drawprob.Distinct:
		p := big.NewRat(1, 1)
		for range q.K - 1 {
			p.Quo(p, big.NewRat(int64(q.N), 1))
		}
		slips = append(slips, p)
	case drawprob.Mixed:
		n := int64(q.M1 + q.M2)
		slips = append(slips, big.NewRat(int64(q.M1*q.M2), n*n))
	}
	for _, s := range slips {
		if s.Cmp(a) != 0 && s.Sign() >= 0 {
			g.emit(DrawProbSlip, algebra.RatExpr(s))
		}
	}
}
