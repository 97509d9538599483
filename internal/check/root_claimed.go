package check

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
)

// rootClaimed decides whether a root recomputed exactly (rational,
// isolated to 2^-130, or a float known to lowDigits) is among the claimed roots: same when a claimed
// value is proven to be it (rootMatch, to the digits that value asks for,
// answerDemand) or, where the statement asks for an approximation, is
// within the rounding asked; differ when every claimed value is proven
// apart; unsure otherwise (the row is then undecided: never refuted nor
// confirmed on a match that is not proven).
func (c *checker) rootClaimed(r algebra.RealRoot, roots []claimed) cmpState {
	out := differ
	for _, cl := range roots {
		if !cl.hasVal {
			continue
		}
		_, exact := cl.value.Exact()
		if cl.tol != nil && (cl.approx || !exact) && withinRounding(cl, r) {
			return same
		}
		demand := c.answerDemand(cl.E)
		state := rootMatch(cl.value, r, nil, max(minEqualDigits, demand+equalGuard))
		if r.Exact == nil && r.Lo.Cmp(r.Hi) == 0 {
			// A root computed as a float (log_B u of an exponential
			// equation's root u), known to the evaluator's precision.
			state = decideValues(cas.Float(r.Approx()), nil, cl.value, demand).state
		}
		switch state {
		case same:
			return same
		case unsure:
			out = unsure
		}
	}
	return out
}

// withinRounding reports a claimed value within its rounding tolerance
// (cl.tol) of the root r.
func withinRounding(cl claimed, r algebra.RealRoot) bool {
	d := new(big.Float).SetPrec(precBits).Sub(cl.value.Float(precBits), r.Approx())
	d.Abs(d)
	if r.Exact == nil {
		d.Add(d, new(big.Float).SetPrec(precBits).SetRat(new(big.Rat).Sub(r.Hi, r.Lo)))
	}
	return d.Cmp(cl.tol) <= 0
}
