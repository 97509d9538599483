package score

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/answer"
)

// number is a plain number read by the numeric tier: its candidate values
// (two for a percentage: 50% is 50 and 0.5) and its unit, if any.
type number struct {
	vals []*big.Rat
	unit string
}

var (
	// Multi-letter units need a space or a \mathrm{} wrapper; one-letter
	// units (m, g, s, h, t, l) need the wrapper, so that 2m stays 2·m.
	unitRE  = regexp.MustCompile(`(?i)^(.*?[0-9}.])(?:\s+|\s*\\(?:mathrm|text|mbox)\s*\{\s*)(kg|mg|km|dm|cm|mm|km/h|m/s|km/min|sec|min|hr|hours?|days?|ml|rub|rubles?|roubles?|kop|cm\^2|m\^2|km\^2|cm\^3|m\^3|dm\^3|cm\^\{2\}|m\^\{2\}|cm\^\{3\}|m\^\{3\}|ha|units?|pcs|times)\.?\s*\}?\s*$`)
	unit1RE = regexp.MustCompile(`^(.*?[0-9}.])\s*\\mathrm\s*\{\s*([mgshtl])\s*\}\s*$`)
	// pctWordRE is a percentage written as a word.
	pctWordRE = regexp.MustCompile(`(?i)^(.*?[0-9}.])\s*(?:\\(?:text|mathrm|mbox)\s*\{\s*)?(?:percent(?:age)?|per\s*cent|pct)\.?\s*\}?$`)
	// unitWordRE is any other unit written as a word after a space or in
	// \text{} (125 miles, \frac{1}{3} meters, 0.06 yuan).
	unitWordRE = regexp.MustCompile(`^(.*?[0-9}.])(?:\s+|\s*\\(?:mathrm|text|mbox)\s*\{\s*)([A-Za-z]{2,}(?:\^\{?[23]\}?)?)\.?\s*\}?$`)
	degreeRE   = regexp.MustCompile(`^(.*?)\s*(?:\^\s*\\circ|\^\s*\{\s*\\circ\s*\}|°|\\degree)\s*$`)
	fracRE     = regexp.MustCompile(`^\\[dt]?frac\s*\{\s*([-+]?[0-9.]+)\s*\}\s*\{\s*([-+]?[0-9.]+)\s*\}$`)
	frac1RE    = regexp.MustCompile(`^\\[dt]?frac\s*([0-9])\s*([0-9])$`)
	slashRE    = regexp.MustCompile(`^([0-9.]+)\s*/\s*([0-9.]+)$`)
	decRE      = regexp.MustCompile(`^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$`)
	dcommaRE   = regexp.MustCompile(`^[0-9]+,[0-9]+$`)
	sciRE      = regexp.MustCompile(`^([0-9.]+)\s*(?:\\cdot|\\times|\*)\s*10\s*\^\s*\{?\s*([-+]?[0-9]{1,4})\s*\}?$`)
	numNoise   = strings.NewReplacer(`\!`, "", `\,`, "", `\;`, "", `\ `, "", "~", "", `\left`, "", `\right`, "", "−", "-", `\dfrac`, `\frac`, `\tfrac`, `\frac`)
)

// notUnits are words that follow a number without being its unit.
var notUnits = map[string]bool{"and": true, "or": true, "if": true, "is": true, "in": true, "to": true, "for": true, "sin": true, "cos": true, "tan": true, "cot": true, "log": true, "ln": true, "exp": true, "pi": true, "mod": true}

// maxDigits bounds the digit strings the numeric tier turns into rationals.
const maxDigits = 400

// parseNumber reads s as a number of the numeric tier (spec section 3.2): a
// plain decimal (or a decimal comma), a/b, \frac{a}{b} with an optional
// sign, a percentage, or a number with a known unit. Percent candidates are
// made only when a % is present.
func parseNumber(s string) (number, bool) {
	s = strings.TrimSpace(numNoise.Replace(s))
	if s == "" || len(s) > maxDigits {
		return number{}, false
	}
	var n number
	pct := false
	if strings.ContainsAny(s, "pP") { // 28 percent, 28 pct
		if m := pctWordRE.FindStringSubmatch(s); m != nil {
			s = m[1] + "%"
		}
	}
	switch {
	case strings.HasSuffix(s, `\%`):
		s, pct = strings.TrimSpace(s[:len(s)-2]), true
	case strings.HasSuffix(s, `%`):
		s, pct = strings.TrimSpace(s[:len(s)-1]), true
	}
	if !pct {
		if m := degreeRE.FindStringSubmatch(s); m != nil {
			s, n.unit = strings.TrimSpace(m[1]), "deg"
		} else if m := unitRE.FindStringSubmatch(s); m != nil {
			s, n.unit = strings.TrimSpace(m[1]), strings.ToLower(m[2])
		} else if m := unit1RE.FindStringSubmatch(s); m != nil {
			s, n.unit = strings.TrimSpace(m[1]), m[2]
		} else if hasLetter(s) {
			if m := unitWordRE.FindStringSubmatch(s); m != nil && !notUnits[strings.ToLower(m[2])] {
				s, n.unit = strings.TrimSpace(m[1]), strings.ToLower(m[2])
			}
		}
	}
	v, ok := parseRat(s)
	if !ok {
		return number{}, false
	}
	n.vals = []*big.Rat{v}
	if pct {
		n.unit = "%"
		n.vals = append(n.vals, new(big.Rat).Quo(v, big.NewRat(100, 1)))
	}
	return n, true
}

// parseRat reads a signed rational written as a decimal, a/b, \frac{a}{b}
// or a·10^n.
func parseRat(s string) (*big.Rat, bool) {
	s = strings.TrimSpace(s)
	neg := false
	for len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		if s[0] == '-' {
			neg = !neg
		}
		s = strings.TrimSpace(s[1:])
	}
	if strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	var v *big.Rat
	switch {
	case decRE.MatchString(s):
		v = rat(s)
	case dcommaRE.MatchString(s):
		v = rat(strings.Replace(s, ",", ".", 1))
	default:
		var a, b string
		if m := fracRE.FindStringSubmatch(s); m != nil {
			a, b = m[1], m[2]
		} else if m := frac1RE.FindStringSubmatch(s); m != nil {
			a, b = m[1], m[2]
		} else if m := slashRE.FindStringSubmatch(s); m != nil {
			a, b = m[1], m[2]
		} else if m := sciRE.FindStringSubmatch(s); m != nil {
			m0 := rat(m[1])
			if m0 == nil {
				return nil, false
			}
			e := new(big.Int).Exp(big.NewInt(10), big.NewInt(abs64(atoi(m[2]))), nil)
			p := new(big.Rat).SetInt(e)
			if strings.HasPrefix(m[2], "-") {
				v = m0.Quo(m0, p)
			} else {
				v = m0.Mul(m0, p)
			}
		} else {
			return nil, false
		}
		if v == nil {
			x, y := rat(strings.TrimPrefix(a, "+")), rat(strings.TrimPrefix(b, "+"))
			if x == nil || y == nil || y.Sign() == 0 {
				return nil, false
			}
			v = x.Quo(x, y)
		}
	}
	if v == nil {
		return nil, false
	}
	if neg {
		v.Neg(v)
	}
	return v, true
}

func rat(s string) *big.Rat {
	if s == "" || s == "." || strings.Count(s, ".") > 1 || strings.HasPrefix(s, "--") {
		return nil
	}
	v, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil
	}
	return v
}

func atoi(s string) int64 {
	var n int64
	neg := false
	for _, c := range s {
		switch {
		case c == '-':
			neg = true
		case '0' <= c && c <= '9':
			n = n*10 + int64(c-'0')
		}
	}
	if neg {
		return -n
	}
	return n
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// Tolerance is a relative tolerance with an absolute floor near zero
// (answer.Tolerance).
type Tolerance = answer.Tolerance

// decimals returns how many digits a plain decimal literal prints after
// its point (answer.Decimals), or 0.
func decimals(s string) int { return answer.Decimals(numNoise.Replace(s)) }

func hasLetter(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r < 128 && isASCIILetter(byte(r)) })
}
