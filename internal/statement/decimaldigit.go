package statement

import (
	"regexp"
	"strconv"
	"strings"
)

// Issue 25 (Gaokao): "What is the Nth digit after the decimal point in the
// repeating decimal $4.\overline{6238}$?" (the whole statement).

// DecimalDigitShape names the shape in notes.
const DecimalDigitShape = `"What is the Nth digit after the decimal point in the repeating decimal $D$?" with D written as digits, a point, digits and \overline{digits}`

// decimalDigitRe is the shape: N (group 1), D's digits after the point
// before the period (2) and the period (3).
var decimalDigitRe = regexp.MustCompile(`^What is the (\d{1,9})(?:st|nd|rd|th) digit after the decimal point (?:in|of) the repeating decimal \$-?\d*\.(\d*)\\overline\{(\d{1,50})\}\s*\??\$\??$`)

// DecimalDigit is a statement of the shape DecimalDigitShape: the
// position N, the digits before the period and the period.
type DecimalDigit struct {
	N           int
	Pre, Period string
}

// ReadDecimalDigit reads a statement of the shape DecimalDigitShape. ok is
// false for any other statement, N = 0, or an ordinal suffix that does
// not fit N (1st, 2nd, 3rd, 4th; 11th-13th).
func ReadDecimalDigit(problem string) (DecimalDigit, bool) {
	m := decimalDigitRe.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil || len(m[2]) > 50 {
		return DecimalDigit{}, false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil || n <= 0 || !ordinalFits(n, problem[strings.Index(problem, m[1])+len(m[1]):]) {
		return DecimalDigit{}, false
	}
	return DecimalDigit{N: n, Pre: m[2], Period: m[3]}, true
}

// ordinalFits reports whether rest starts with the ordinal suffix of n.
func ordinalFits(n int, rest string) bool {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strings.HasPrefix(rest, suffix)
}

// Digit is the Nth digit after the point of the decimal as written: a
// digit of Pre, or of the period repeated.
func (d DecimalDigit) Digit() byte {
	if d.N <= len(d.Pre) {
		return d.Pre[d.N-1]
	}
	return d.Period[(d.N-len(d.Pre)-1)%len(d.Period)]
}
