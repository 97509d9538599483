package generate

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// rat is a small exact rational for the templates' arithmetic.
func rat(n, d int64) *big.Rat { return big.NewRat(n, d) }

func ri(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }

func add(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }
func sub(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }
func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
func quo(a, b *big.Rat) *big.Rat { return new(big.Rat).Quo(a, b) }
func neg(a *big.Rat) *big.Rat    { return new(big.Rat).Neg(a) }

// frac writes a rational as the books do: an integer, or \frac{p}{q} with
// the sign in front.
func frac(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	s := ""
	if r.Sign() < 0 {
		s = "-"
	}
	return fmt.Sprintf(`%s\frac{%s}{%s}`, s, new(big.Int).Abs(r.Num()), r.Denom())
}

// decimalComma writes a terminating decimal with the books' decimal comma
// ({,} inside formulas); ok is false when r has no short decimal form.
func decimalComma(r *big.Rat) (string, bool) {
	for places := 0; places <= 4; places++ {
		scaled := mul(r, ri(pow10(places)))
		if !scaled.IsInt() {
			continue
		}
		s := scaled.Num().String()
		minus := ""
		if strings.HasPrefix(s, "-") {
			minus, s = "-", s[1:]
		}
		if places == 0 {
			return minus + s, true
		}
		for len(s) <= places {
			s = "0" + s
		}
		return minus + s[:len(s)-places] + "{,}" + s[len(s)-places:], true
	}
	return "", false
}

func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}

// term writes c·v^e as the leading (first) term or a following one (with
// its sign): term(-1, "x", 2, false) = "-x^2", term(3, "x", 1, true) = "+3x".
func term(c int64, v string, e int, follow bool) string {
	if c == 0 {
		return ""
	}
	sign := ""
	switch {
	case c < 0:
		sign, c = "-", -c
	case follow:
		sign = "+"
	}
	coef := strconv.FormatInt(c, 10)
	if c == 1 && e > 0 {
		coef = ""
	}
	switch e {
	case 0:
		return sign + coef
	case 1:
		return sign + coef + v
	default:
		return sign + coef + v + "^" + braced(strconv.Itoa(e))
	}
}

// braced puts an exponent of more than one character in braces.
func braced(s string) string {
	if len(s) == 1 {
		return s
	}
	return "{" + s + "}"
}

// poly writes the polynomial with coefficients cs (highest power first) in
// v; the zero polynomial is "0".
func poly(v string, cs ...int64) string {
	var b strings.Builder
	deg := len(cs) - 1
	for i, c := range cs {
		b.WriteString(term(c, v, deg-i, b.Len() > 0))
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}

// signed writes "+n" or "-n" for a following constant (empty for 0).
func signed(n int64) string {
	switch {
	case n > 0:
		return "+" + strconv.FormatInt(n, 10)
	case n < 0:
		return strconv.FormatInt(n, 10)
	}
	return ""
}

// ratSigned writes a following rational term with its sign.
func ratSigned(r *big.Rat) string {
	if r.Sign() == 0 {
		return ""
	}
	s := frac(r)
	if r.Sign() > 0 {
		return "+" + s
	}
	return s
}

// tuple writes an ordered pair the books' way: (x; y).
func tuple(xs ...string) string { return "(" + strings.Join(xs, "; ") + ")" }

// list joins roots the books' way: "-2; 3".
func list(xs ...string) string { return strings.Join(xs, "; ") }

// interval writes an interval with the books' semicolon; an end given as
// "" is infinite on that side.
func interval(lo string, loClosed bool, hi string, hiClosed bool) string {
	l, r := "(", ")"
	if lo == "" {
		lo = `-\infty`
	} else if loClosed {
		l = "["
	}
	if hi == "" {
		hi = `+\infty`
	} else if hiClosed {
		r = "]"
	}
	return l + lo + "; " + hi + r
}

// dollars wraps an answer in $...$ unless it is a plain number, as the
// books' answer lines are transcribed.
func dollars(s string) string {
	if _, err := strconv.ParseInt(s, 10, 64); err == nil {
		return s
	}
	return "$" + s + "$"
}

// solution ends a worked solution with the boxed answer.
func solution(steps, answer string) string {
	return steps + ` Answer: $\boxed{` + answer + `}$.`
}

// mixed writes a positive rational as a mixed number when it is improper:
// 9/4 = 2\frac{1}{4}.
func mixed(r *big.Rat) string {
	if r.IsInt() || r.Sign() <= 0 {
		return frac(r)
	}
	whole := new(big.Int).Quo(r.Num(), r.Denom())
	if whole.Sign() == 0 {
		return frac(r)
	}
	rest := sub(r, new(big.Rat).SetInt(whole))
	return whole.String() + frac(rest)
}
