package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/statement/undefined"
)

// Issue 42: mutations of an answer about the values where a rational
// expression is undefined (undefined.Read). The number asked (how many,
// the sum, the product, the one value, the largest) is computed over the
// real roots of the expression's numerator instead of its divisors: the
// slip of taking zeros for the points where it is undefined. Emitted
// only when the roots are rational and the number differs from the
// answer.

// UndefinedZeros is the mutation type of the values where an expression
// is undefined.
const UndefinedZeros = "undefined-zeros" // the quantity over the numerator's roots

// The type is listed after the others (Types is in table order).
func init() { Types = append(Types, UndefinedZeros) }

// undefinedValues adds the undefined-zeros mutant.
func (g *gen) undefinedValues(problem string) {
	q, ok := undefined.Read(problem)
	if !ok || q.Ask == undefined.AskList {
		return
	}
	ans, ok := g.exactAnswer()
	if !ok {
		return
	}
	f, err := algebra.LFracOf(q.Expr, map[string]bool{q.Var: true})
	if err != nil {
		return
	}
	p, ok := f.N.ToPoly(q.Var)
	if !ok || len(p) == 0 {
		return
	}
	var zs []*big.Rat
	for _, r := range algebra.RealRoots(p) {
		if r.Exact == nil {
			return
		}
		zs = append(zs, r.Exact)
	}
	var w *big.Rat
	switch q.Ask {
	case undefined.AskCount:
		w = big.NewRat(int64(len(zs)), 1)
	case undefined.AskSum, undefined.AskProduct:
		if len(zs) == 0 {
			return
		}
		w = new(big.Rat).Set(zs[0])
		for _, z := range zs[1:] {
			if q.Ask == undefined.AskSum {
				w.Add(w, z)
			} else {
				w.Mul(w, z)
			}
		}
	default: // the one value, the largest
		if len(zs) == 0 {
			return
		}
		w = zs[len(zs)-1]
	}
	if w.Cmp(ans) != 0 {
		g.emit(UndefinedZeros, algebra.RatExpr(w))
	}
}
