package check

// decideComplex decides two complex values by the one decision of
// equality on their real and imaginary parts (decideUnbounded: the parts
// are evaluated without an error bound of their own): different when a
// part differs, equal when both are, exactly when both parts are, else to
// the fewer digits of the two.
func decideComplex(a, b complexValue, demand int) equality {
	re := decideUnbounded(a.re, b.re, nil, demand)
	im := decideUnbounded(a.im, b.im, nil, demand)
	switch {
	case re.state == differ:
		return re
	case im.state == differ:
		return im
	case re.state == unsure:
		re.why = "the real parts: " + re.why
		return re
	case im.state == unsure:
		im.why = "the imaginary parts: " + im.why
		return im
	}
	out := re
	out.exact = re.exact && im.exact
	if re.exact || (!im.exact && im.digits < re.digits) {
		out.digits = im.digits
	}
	return out
}
