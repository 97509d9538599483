package soundness

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/statement/interest"
)

// Issue 42 (CollegeMath): mutations of a compound-interest answer
// (internal/statement/interest, internal/check/shapes/interest.go). The answer is an
// amount rounded to the cent; the mutants are the neighbouring cents (a
// rounding the wrong way) and, for compounding n times a year, the amount
// under another reading of the statement rounded to the cent: simple
// interest P(1 + r t), and compounding once a year.

// InterestSlip is the mutation type of compound interest.
const InterestSlip = "interest-slip" // the neighbouring cent, simple interest, or yearly compounding

// interestSlips adds the interest-slip mutants.
func (g *gen) interestSlips(problem string) {
	q, ok := interest.Read(problem)
	if !ok {
		return
	}
	dec, ok := g.exactAnswer()
	if !ok {
		return
	}
	emit := func(r *big.Rat) {
		if r.Sign() <= 0 || r.Cmp(dec) == 0 {
			return
		}
		if e, err := latex.ParseExpr(r.FloatString(2)); err == nil {
			g.emit(InterestSlip, e)
		}
	}
	cent := big.NewRat(1, 100)
	emit(new(big.Rat).Add(dec, cent))
	emit(new(big.Rat).Sub(dec, cent))
	if q.PerYear == 0 || !q.Years.IsInt() || q.Years.Num().Cmp(big.NewInt(100)) > 0 {
		return
	}
	// Another reading: simple interest, or one compounding a year.
	simple := new(big.Rat).Add(big.NewRat(1, 1), new(big.Rat).Mul(q.Rate, q.Years))
	yearly := big.NewRat(1, 1)
	for i := int64(0); i < q.Years.Num().Int64(); i++ {
		yearly.Mul(yearly, new(big.Rat).Add(big.NewRat(1, 1), q.Rate))
	}
	for _, growth := range []*big.Rat{simple, yearly} {
		var amt *big.Rat
		if q.Principal {
			amt = new(big.Rat).Quo(q.Amount, growth)
		} else {
			amt = new(big.Rat).Mul(q.Amount, growth)
		}
		emit(roundCent(amt))
	}
}

// roundCent rounds a positive amount to the cent, half up.
func roundCent(r *big.Rat) *big.Rat {
	x := new(big.Rat).Mul(r, big.NewRat(100, 1))
	x.Add(x, big.NewRat(1, 2))
	n := new(big.Int).Quo(x.Num(), x.Denom())
	return new(big.Rat).SetFrac(n, big.NewInt(100))
}
