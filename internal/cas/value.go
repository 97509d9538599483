package cas

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Value is a real number: exact (a rational) or inexact (a big.Float). The
// zero Value is the exact 0. Values are immutable: no function of this
// package changes a Value or the big numbers it was built from after the fact.
type Value struct {
	r  *big.Rat   // exact value, when f == nil (nil means 0)
	f  *big.Float // inexact value, when non-nil
	pi *big.Rat   // when non-nil, the value is exactly pi·π (f holds it rounded)
	// rad is a proven bound on |true value − f| (ball.go) when radOK; an
	// exact value has none, an estimate made with Float none either.
	rad   mag
	radOK bool
	// scale is the largest |log10| of a term the evaluator met in
	// computing this value, where it was extreme (over ExtremeScale): a
	// term that large or that small can be absorbed past the value's own
	// digits (Scale).
	scale int
}

// Rat returns the exact value r (copied).
func Rat(r *big.Rat) Value { return Value{r: new(big.Rat).Set(r)} }

// Int returns the exact value i.
func Int(i int64) Value { return Value{r: new(big.Rat).SetInt64(i)} }

// Float returns the inexact value f (copied, at f's precision). f must be
// finite: an infinite f panics.
func Float(f *big.Float) Value {
	if f.IsInf() {
		panic("cas.Float: infinite value")
	}
	return Value{f: new(big.Float).Copy(f)}
}

// ratV wraps r without copying; r must not be changed afterwards.
func ratV(r *big.Rat) Value { return Value{r: r} }

// floatV wraps f without copying; f must not be changed afterwards.
func floatV(f *big.Float) Value { return Value{f: f} }

var ratZero = new(big.Rat)

// rat returns the exact value (not a copy); v must be exact.
func (v Value) rat() *big.Rat {
	if v.r == nil {
		return ratZero
	}
	return v.r
}

// Exact returns the value as a new rational, and true, when v is exact.
func (v Value) Exact() (*big.Rat, bool) {
	if v.f != nil {
		return nil, false
	}
	return new(big.Rat).Set(v.rat()), true
}

// IsExact reports whether v is a rational known exactly.
func (v Value) IsExact() bool { return v.f == nil }

// PiMultiple returns k, true when v is known to be exactly k·π.
func (v Value) PiMultiple() (*big.Rat, bool) {
	if v.pi == nil {
		return nil, false
	}
	return new(big.Rat).Set(v.pi), true
}

// Float returns v as a new big.Float with prec bits of mantissa (rounded to
// nearest even).
func (v Value) Float(prec uint) *big.Float {
	z := new(big.Float).SetPrec(prec)
	if v.f != nil {
		return z.Set(v.f)
	}
	return z.SetRat(v.rat())
}

// Sign returns -1, 0 or +1.
func (v Value) Sign() int {
	if v.f != nil {
		return v.f.Sign()
	}
	return v.rat().Sign()
}

// Text formats v in decimal with the given number of significant digits
// (an integer that fits is printed in full), in %g style: exponent notation
// for very large or small magnitudes.
func (v Value) Text(digits int) string {
	if digits < 1 {
		digits = 1
	}
	if v.f != nil {
		return v.f.Text('g', digits)
	}
	r := v.rat()
	if r.IsInt() {
		s := r.Num().String()
		if len(strings.TrimPrefix(s, "-")) <= digits {
			return s
		}
	}
	f := new(big.Float).SetPrec(uint(float64(digits)*3.33) + 64).SetRat(r)
	return f.Text('g', digits)
}

// RatString returns "p/q" (or "p" for an integer) when v is exact, "" otherwise.
func (v Value) RatString() string {
	if v.f != nil {
		return ""
	}
	return v.rat().RatString()
}

// String formats v for humans: "p/q" when exact, 40 significant digits when not.
func (v Value) String() string {
	if v.f != nil {
		return v.f.Text('g', 40)
	}
	return v.rat().RatString()
}

// maxParseLen bounds the input of ParseValue.
const maxParseLen = 20000

// ParseValue reads an exact value from a decimal or rational string: "12",
// "-3/4", "2.5", "1e-3", "1.5E+10", or a periodic decimal "0.(3)" (= 1/3).
// A decimal comma is accepted. Exponents beyond ±10000 and inputs longer
// than 20,000 bytes are refused.
func ParseValue(s string) (Value, error) {
	s = strings.TrimSpace(s)
	if len(s) > maxParseLen {
		return Value{}, errorf(ErrLimit, "number of %d bytes is too long", len(s))
	}
	if s == "" {
		return Value{}, fmt.Errorf("cas: empty number")
	}
	if num, den, ok := strings.Cut(s, "/"); ok {
		a, err := ParseValue(num)
		if err != nil {
			return Value{}, err
		}
		b, err := ParseValue(den)
		if err != nil {
			return Value{}, err
		}
		if b.rat().Sign() == 0 {
			return Value{}, errorf(ErrDomain, "division by zero in %q", s)
		}
		return ratV(new(big.Rat).Quo(a.rat(), b.rat())), nil
	}
	neg := false
	switch s[0] {
	case '-':
		neg, s = true, s[1:]
	case '+':
		s = s[1:]
	}
	mant, exp := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant = s[:i]
		e, err := strconv.Atoi(s[i+1:])
		if err != nil {
			return Value{}, fmt.Errorf("cas: bad exponent in number %q", s)
		}
		if e > 10000 || e < -10000 {
			return Value{}, errorf(ErrLimit, "exponent %d of %q is too large", e, s)
		}
		exp = e
	}
	mant = strings.Replace(mant, ",", ".", 1)
	ip, fp, _ := strings.Cut(mant, ".")
	rep := ""
	if i := strings.IndexByte(fp, '('); i >= 0 {
		if !strings.HasSuffix(fp, ")") || len(fp) == i+2 {
			return Value{}, fmt.Errorf("cas: bad periodic decimal %q", s)
		}
		fp, rep = fp[:i], fp[i+1:len(fp)-1]
	}
	if ip == "" && fp == "" && rep == "" {
		return Value{}, fmt.Errorf("cas: bad number %q", s)
	}
	r, err := decimalRat(ip, fp, rep)
	if err != nil {
		return Value{}, fmt.Errorf("cas: bad number %q", s)
	}
	if exp != 0 {
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(exp))), nil)
		pr := new(big.Rat).SetInt(p)
		if exp > 0 {
			r.Mul(r, pr)
		} else {
			r.Quo(r, pr)
		}
	}
	if neg {
		r.Neg(r)
	}
	return ratV(r), nil
}

// decimalRat returns the rational ip.fp(rep) of digit strings.
func decimalRat(ip, fp, rep string) (*big.Rat, error) {
	for _, part := range [...]string{ip, fp, rep} {
		for i := 0; i < len(part); i++ {
			if part[i] < '0' || part[i] > '9' {
				return nil, fmt.Errorf("not a digit: %q", part[i])
			}
		}
	}
	if fp == "" && rep == "" && len(ip) <= 18 {
		// An integer of at most 18 digits (most numerals): no string
		// concatenation, no division by gcd(n, 1).
		v := int64(0)
		for i := 0; i < len(ip); i++ {
			v = v*10 + int64(ip[i]-'0')
		}
		return new(big.Rat).SetInt64(v), nil
	}
	n := new(big.Int)
	if ip+fp != "" {
		n.SetString(ip+fp, 10)
	}
	den := pow10(len(fp))
	r := new(big.Rat).SetFrac(n, den)
	if rep != "" {
		rn, _ := new(big.Int).SetString(rep, 10)
		rd := new(big.Int).Sub(pow10(len(rep)), big.NewInt(1))
		rd.Mul(rd, den)
		r.Add(r, new(big.Rat).SetFrac(rn, rd))
	}
	return r, nil
}

var smallPow10 = func() [20]*big.Int {
	var t [20]*big.Int
	p := big.NewInt(1)
	for i := range t {
		t[i] = new(big.Int).Set(p)
		p.Mul(p, big.NewInt(10))
	}
	return t
}()

// pow10 returns 10^n as a new big.Int.
func pow10(n int) *big.Int {
	if n < len(smallPow10) {
		return new(big.Int).Set(smallPow10[n])
	}
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
