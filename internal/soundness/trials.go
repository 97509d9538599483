package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/trials"
)

// Issue 42, the probability of a count of successes in fair trials
// (internal/check/counting/trials.go): the answer is mutated to the
// probability of the other comparisons (exactly, at least, at most K),
// of K ± 1, and to its complement: leg 1 must sum the counts the
// statement admits.
const TrialsSlip = "trials-slip"

func init() { registerFamily(TrialsSlip, (*gen).trialsSlips) }

func (g *gen) trialsSlips(problem, _ string) {
	q, ok := trials.Read(problem)
	if !ok || q.N < 1 || q.N > 30 || q.K < 0 || q.K > q.N {
		return
	}
	p := big.NewRat(q.Num, q.Den)
	prob := func(lo, hi int) *big.Rat {
		out := new(big.Rat)
		for j := max(lo, 0); j <= min(hi, q.N); j++ {
			t := new(big.Rat).SetInt(new(big.Int).Binomial(int64(q.N), int64(j)))
			for i := 0; i < j; i++ {
				t.Mul(t, p)
			}
			f := new(big.Rat).Sub(big.NewRat(1, 1), p)
			for i := 0; i < q.N-j; i++ {
				t.Mul(t, f)
			}
			out.Add(out, t)
		}
		return out
	}
	lo, hi := q.K, q.K
	switch q.Cmp {
	case ">=":
		hi = q.N
	case "<=":
		lo = 0
	}
	want := prob(lo, hi)
	for _, x := range []*big.Rat{
		prob(q.K, q.K), prob(q.K, q.N), prob(0, q.K),
		prob(lo+1, hi+1), prob(lo-1, hi-1),
		new(big.Rat).Sub(big.NewRat(1, 1), want),
	} {
		if x.Cmp(want) != 0 && x.Sign() > 0 {
			g.emit(TrialsSlip, &ast.Binary{Op: ast.Div, Form: ast.FormFrac, X: num(x.Num().String()), Y: num(x.Denom().String())})
		}
	}
}
