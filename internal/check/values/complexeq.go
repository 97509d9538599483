package values

import (
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
)

// decideComplex decides two complex values by the one decision of
// equality on their real and imaginary parts (decideUnbounded: the parts
// are evaluated without an error bound of their own): different when a
// part differs, equal when both are, exactly when both parts are, else to
// the fewer digits of the two.
func DecideComplex(a, b ComplexValue, demand int) decide.Equality {
	re := decide.DecideUnbounded(a.Re, b.Re, nil, demand)
	im := decide.DecideUnbounded(a.Im, b.Im, nil, demand)
	switch {
	case re.State == decide.Differ:
		return re
	case im.State == decide.Differ:
		return im
	case re.State == decide.Unsure:
		re.Why = "the real parts: " + re.Why
		return re
	case im.State == decide.Unsure:
		im.Why = "the imaginary parts: " + im.Why
		return im
	}
	out := re
	out.Exact = re.Exact && im.Exact
	if re.Exact || (!im.Exact && im.Digits < re.Digits) {
		out.Digits = im.Digits
	}
	return out
}
