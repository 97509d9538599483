package answer

import (
	"math/big"
	"regexp"
)

// The rounding rule, one for leg 1 and the scorer: a decimal that rounds
// an exact value stands for it only where the problem asks for an
// approximation (RoundingStands), and is then the correct rounding of
// that value, half away from zero (RoundsTo), decided from an enclosure
// of the value, so that a half-way case is decided too (1/8 + 10^-12 to
// the nearest hundredth is 0.13, not 0.12). Under the scorer's --rules
// spec the document's relative tolerance of 1e-6 stands instead.

// RoundingStands reports whether a rounded decimal may stand for an exact
// value: where the problem asks for an approximation ("to the nearest
// tenth", "to two decimal places", "as a decimal", "approximately"), or
// where the reference answer is itself the rounded decimal.
func RoundingStands(approximationAsked, referenceRounded bool) bool {
	return approximationAsked || referenceRounded
}

// RoundsTo reports whether dec, a decimal whose last printed place has
// the unit unit (0.01), is the correct rounding, half away from zero, of
// every value in [lo, hi]. decided is false when the enclosure holds both
// values that round to dec and values that do not (it straddles the
// boundary); yes is then false.
func RoundsTo(dec, unit, lo, hi *big.Rat) (yes, decided bool) {
	half := new(big.Rat).Quo(unit, big.NewRat(2, 1))
	l := new(big.Rat).Sub(dec, half)
	u := new(big.Rat).Add(dec, half)
	// The values that round to dec: [l, u) for dec > 0, (l, u] for
	// dec < 0, (l, u) for 0.
	closedL, closedU := dec.Sign() > 0, dec.Sign() < 0
	above := func(v *big.Rat) bool { c := v.Cmp(l); return c > 0 || c == 0 && closedL }
	below := func(v *big.Rat) bool { c := v.Cmp(u); return c < 0 || c == 0 && closedU }
	switch {
	case above(lo) && below(hi):
		return true, true
	case !above(hi) || !below(lo):
		return false, true
	}
	return false, false
}

// approximationRE finds the words of a statement that ask for an
// approximate value: a rounding to a place or to significant figures, a
// decimal, an estimate, "approximately" or ≈.
var approximationRE = regexp.MustCompile(`(?i)\bnearest\s+(?:whole|integer|tenth|hundredth|thousandth|ten-thousandth|ten|hundred|thousand|million|cent|dollar|percent|degree|minute|second|unit|foot|inch|meter|centimeter|mile)|\bdecimal\s+places?\b|\bplaces?\s+after\s+the\s+decimal|\bsignificant\s+(?:figures?|digits?)|\bas\s+a\s+decimal|\bin\s+decimal\s+form|\bdecimal\s+(?:approximation|form|answer|value)|\bapproximat|\bapprox\b|\bestimat|\bround(?:ed|ing)?(?:\s+\w+){0,3}\s+to\b|\\approx|≈`)

// AsksApproximation reports whether a statement asks for an approximate
// value, so that a correctly rounded decimal may stand for the exact one
// (RoundingStands). It is the scorer's reading of the request; leg 1 reads
// the same requests through its cue table.
func AsksApproximation(problem string) bool {
	return approximationRE.MatchString(problem)
}
