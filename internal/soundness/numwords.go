package soundness

import (
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement/arithphrase"
)

// Issue 42, MATH Prealgebra sentences read whole by statement/arithphrase
// (numwords.go): a number rounded to a unit, the mean of listed numbers,
// the n-th odd positive integer, the product or sum of a gcd and an lcm.
// The answer is mutated to the slips a reader makes: the value rounded the
// other way (down for up, up for down), not rounded at all, rounded to a
// unit ten times coarser or finer; the sum of the listed numbers for their
// mean; n itself, the n-th even integer and the next odd one; one of the two terms
// of a gcd-lcm sum or product alone.
const NumWordsSlip = "numwords-slip"

func init() { registerFamily(NumWordsSlip, (*gen).numWordsSlips) }

func (g *gen) numWordsSlips(problem, _ string) {
	q, ok := arithphrase.Read(problem)
	if !ok {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	v, ok := g.exactValue(q.E)
	if !ok {
		return
	}
	var slips []*big.Rat
	switch {
	case q.Round != nil:
		ten := big.NewRat(10, 1)
		for _, u := range []*big.Rat{q.Round, new(big.Rat).Mul(q.Round, ten), new(big.Rat).Quo(q.Round, ten)} {
			slips = append(slips, toUnit(v, u, false), toUnit(v, u, true))
		}
		slips = append(slips, v)
	case strings.HasPrefix(q.Shape, "What is the mean"):
		if b, ok := q.E.(*ast.Binary); ok {
			if s, ok := g.exactValue(b.X); ok {
				slips = append(slips, s)
			}
		}
	case strings.HasPrefix(q.Shape, "What is the n-th odd"):
		n := new(big.Rat).Quo(new(big.Rat).Add(v, big.NewRat(1, 1)), big.NewRat(2, 1))
		slips = append(slips, n, new(big.Rat).Add(v, big.NewRat(1, 1)), new(big.Rat).Add(v, big.NewRat(2, 1)))
	case strings.Contains(q.Shape, "lcm"):
		if b, ok := q.E.(*ast.Binary); ok {
			for _, x := range []ast.Expr{b.X, b.Y} {
				if s, ok := g.exactValue(x); ok {
					slips = append(slips, s)
				}
			}
		}
	}
	for _, s := range slips {
		if s.Cmp(ans) != 0 {
			g.emit(NumWordsSlip, algebra.RatExpr(s))
		}
	}
}

// toUnit is v rounded down (or up) to a multiple of u.
func toUnit(v, u *big.Rat, up bool) *big.Rat {
	q := new(big.Rat).Quo(v, u)
	f := new(big.Int).Div(q.Num(), q.Denom()) // floor, the denominator being positive
	if up && !q.IsInt() {
		f.Add(f, big.NewInt(1))
	}
	return new(big.Rat).Mul(new(big.Rat).SetInt(f), u)
}
