package solve

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/check/forms"
)

// rootClaimed decides whether a root recomputed exactly (rational,
// isolated to 2^-130, or a float known to lowDigits) is among the claimed roots: same when a claimed
// value is proven to be it (rootMatch, to the digits that value asks for,
// answerDemand) or, where the statement asks for an approximation, is
// within the rounding asked; differ when every claimed value is proven
// apart; unsure otherwise (the row is then undecided: never refuted nor
// confirmed on a match that is not proven).
func (c *checker) rootClaimed(r algebra.RealRoot, roots []Claimed) decide.CmpState {
	out := decide.Differ
	for _, cl := range roots {
		if !cl.HasVal {
			continue
		}
		_, exact := cl.Value.Exact()
		if cl.Tol != nil && (cl.Approx || !exact) && withinRounding(cl, r) {
			return decide.Same
		}
		demand := c.AnswerDemand(cl.E)
		state := forms.RootMatch(cl.Value, r, nil, max(decide.MinEqualDigits, demand+decide.EqualGuard))
		if r.Exact == nil && r.Lo.Cmp(r.Hi) == 0 {
			// A root computed as a float (log_B u of an exponential
			// equation's root u), known to the evaluator's precision.
			state = decide.DecideValues(cas.Float(r.Approx()), nil, cl.Value, demand).State
		}
		switch state {
		case decide.Same:
			return decide.Same
		case decide.Unsure:
			out = decide.Unsure
		}
	}
	return out
}

// withinRounding reports a claimed value within its rounding tolerance
// (cl.tol) of the root r.
func withinRounding(cl Claimed, r algebra.RealRoot) bool {
	d := new(big.Float).SetPrec(decide.PrecBits).Sub(cl.Value.Float(decide.PrecBits), r.Approx())
	d.Abs(d)
	if r.Exact == nil {
		d.Add(d, new(big.Float).SetPrec(decide.PrecBits).SetRat(new(big.Rat).Sub(r.Hi, r.Lo)))
	}
	return d.Cmp(cl.Tol) <= 0
}
