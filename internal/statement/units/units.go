// Package units reads questions that convert a quantity from one unit to
// another (issue 42: CollegeMath, the Beginning and Intermediate Algebra
// book's section 7.8; MATH Prealgebra), by the whole statement's shape:
//
//   - "Convert $Q$ to U." (Q a number and a unit symbol, "$7 \mathrm{mi}$",
//     "$4.5 \mathrm{ft}^{2}$", "$1.35 \mathrm{~km}$"; U a unit in words,
//     "yards", "square yards", "centimeters");
//   - "How many U are in Q?" (Q a number, a mixed number "$3 \tfrac{1}{4}$"
//     or a number word, then a unit in words: "three cubic yards", "7.8
//     minutes"), or "How many U are equivalent to Q?";
//   - "A distance N U is equivalent to how many V (1 U = K W)." (issue 42,
//     Gaokao: the unit U defined by the statement in a length unit W).
//
// The units are those of length (inch, foot, yard, mile by their exact
// definitions in meters; millimeter, centimeter, meter, kilometer), their
// squares and cubes, mass in grams (milligram, gram, kilogram) and time
// (second, minute, hour). Tons (short, long or metric), volumes by name
// (gallon, pint), a unit of another dimension, one word more or less: not
// read. internal/check/shapes converts and decides.
package units

import (
	"math/big"
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// Unit is a unit: its dimension ("length", "mass", "time"), its power (2
// for an area, 3 for a volume) and its size in the base unit of its
// dimension (meter, gram, second), raised to the power.
type Unit struct {
	Dim   string
	Power int
	Size  *big.Rat
	Base  *big.Rat // the size of the unit itself (Size = Base^Power)
	Name  string   // as the statement names it
}

// Same reports whether two units measure the same kind of quantity.
func (u Unit) Same(v Unit) bool { return u.Dim == v.Dim && u.Power == v.Power }

// Question converts Value From a unit To another.
type Question struct {
	Value    *big.Rat
	ValueSrc string
	From, To Unit
}

type base struct {
	dim  string
	size string // in meters, grams, seconds
}

// bases are the units by their symbols.
var bases = map[string]base{
	"in": {"length", "0.0254"}, "ft": {"length", "0.3048"}, "yd": {"length", "0.9144"}, "mi": {"length", "1609.344"},
	"mm": {"length", "0.001"}, "cm": {"length", "0.01"}, "m": {"length", "1"}, "km": {"length", "1000"},
	"mg": {"mass", "0.001"}, "g": {"mass", "1"}, "kg": {"mass", "1000"},
	"s": {"time", "1"}, "sec": {"time", "1"}, "min": {"time", "60"}, "h": {"time", "3600"}, "hr": {"time", "3600"},
}

// words are the units' names in words, singular and plural.
var words = map[string]string{
	"inch": "in", "inches": "in", "foot": "ft", "feet": "ft", "yard": "yd", "yards": "yd", "mile": "mi", "miles": "mi",
	"millimeter": "mm", "millimeters": "mm", "centimeter": "cm", "centimeters": "cm", "meter": "m", "meters": "m", "kilometer": "km", "kilometers": "km",
	"milligram": "mg", "milligrams": "mg", "gram": "g", "grams": "g", "kilogram": "kg", "kilograms": "kg",
	"second": "s", "seconds": "s", "minute": "min", "minutes": "min", "hour": "h", "hours": "h",
}

// numberWords are the numbers written in words that the reader takes.
var numberWords = map[string]int64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

func unitOf(sym string, power int, name string) (Unit, bool) {
	b, ok := bases[sym]
	if !ok {
		return Unit{}, false
	}
	s, _ := new(big.Rat).SetString(b.size)
	p := big.NewRat(1, 1)
	for range power {
		p.Mul(p, s)
	}
	return Unit{Dim: b.dim, Power: power, Size: p, Base: s, Name: name}, true
}

// WordUnit reads a unit in words: "yards", "square yards", "cubic feet".
func WordUnit(s string) (Unit, bool) {
	f := strings.Fields(s)
	power := 1
	switch {
	case len(f) == 2 && f[0] == "square":
		power, f = 2, f[1:]
	case len(f) == 2 && f[0] == "cubic":
		power, f = 3, f[1:]
	}
	if len(f) != 1 {
		return Unit{}, false
	}
	sym, ok := words[f[0]]
	if !ok {
		return Unit{}, false
	}
	return unitOf(sym, power, s)
}

// symRe is a unit symbol as the books write it: "\mathrm{mi}",
// "\mathrm{~km}", "\mathrm{ft}^{2}", "\mathrm{~cm}^{3}".
var symRe = regexp.MustCompile(`^\\mathrm\{\s*~?\s*([a-z]+)\s*\}(?:\s*\^\s*\{?\s*([23])\s*\}?)?$`)

// SymbolUnit reads a unit symbol.
func SymbolUnit(s string) (Unit, bool) {
	m := symRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Unit{}, false
	}
	power := 1
	if m[2] != "" {
		power = int(m[2][0] - '0')
	}
	return unitOf(m[1], power, s)
}

var (
	numRe     = `(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)`
	numberRe  = regexp.MustCompile(`^` + numRe + `$`)
	qtyRe     = regexp.MustCompile(`^` + numRe + `\s*(\\mathrm\{.*)$`)
	mixedRe   = regexp.MustCompile(`^(\d+)\s*\\[td]?frac\s*\{(\d+)\}\s*\{(\d+)\}$`)
	convertRe = regexp.MustCompile(`^convert \$([^$]+)\$ to ([a-z ]+)\.$`)
	// definedRe is "A distance (of) N U is equivalent to how many V (1 U = K W)."
	// with U defined in the statement by a unit W the package knows.
	definedRe = regexp.MustCompile(`^a distance (?:of )?(\d+(?:\.\d+)?) ([a-z]+) is equivalent to how many ([a-z ]+?) \(1 ([a-z]+) = (\d+(?:\.\d+)?) ([a-z]+)\)\.?$`)
	howManyRe = regexp.MustCompile(`^how many ([a-z ]+?) are (?:in|equivalent to) (?:\$([^$]+)\$|([a-z]+|\d+(?:\.\d+)?)) ([a-z ]+)\?$`)
)

// Number reads a numeral (commas between groups of three digits allowed).
func Number(s string) (*big.Rat, bool) {
	s = strings.TrimSpace(s)
	if !numberRe.MatchString(s) {
		return nil, false
	}
	return new(big.Rat).SetString(strings.ReplaceAll(s, ",", ""))
}

// Read reads the question; ok is false for any other statement.
func Read(problem string) (Question, bool) {
	if t := strings.TrimSpace(problem); len(t) < 9 || !strings.EqualFold(t[:8], "convert ") && !strings.EqualFold(t[:9], "how many ") && !strings.HasPrefix(t, "A distance ") {
		return Question{}, false
	}
	p := strings.TrimSpace(statement.UnicodeFix.Replace(problem))
	p = strings.Join(strings.Fields(p), " ")
	if m := convertRe.FindStringSubmatch(strings.ToLower(p[:1]) + p[1:]); m != nil {
		q := qtyRe.FindStringSubmatch(strings.TrimSpace(m[1]))
		if q == nil {
			return Question{}, false
		}
		v, ok1 := Number(q[1])
		from, ok2 := SymbolUnit(q[2])
		to, ok3 := WordUnit(m[2])
		if !ok1 || !ok2 || !ok3 || !from.Same(to) {
			return Question{}, false
		}
		return Question{Value: v, ValueSrc: q[1], From: from, To: to}, true
	}
	if m := definedRe.FindStringSubmatch(strings.ToLower(p[:1]) + p[1:]); m != nil {
		return readDefined(m)
	}
	if m := howManyRe.FindStringSubmatch(strings.ToLower(p[:1]) + p[1:]); m != nil {
		to, ok1 := WordUnit(m[1])
		from, ok2 := WordUnit(m[4])
		if !ok1 || !ok2 || !from.Same(to) {
			return Question{}, false
		}
		var v *big.Rat
		src := m[2] + m[3]
		switch {
		case m[2] != "":
			s := strings.TrimSpace(m[2])
			if mm := mixedRe.FindStringSubmatch(s); mm != nil {
				w, _ := new(big.Rat).SetString(mm[1])
				f, ok := new(big.Rat).SetString(mm[2] + "/" + mm[3])
				if !ok || f.Cmp(big.NewRat(1, 1)) >= 0 || f.Sign() == 0 {
					return Question{}, false
				}
				v = w.Add(w, f)
			} else if n, ok := Number(s); ok {
				v = n
			}
		case numberWords[m[3]] != 0:
			v = big.NewRat(numberWords[m[3]], 1)
		default:
			v, _ = Number(m[3])
		}
		if v == nil {
			return Question{}, false
		}
		return Question{Value: v, ValueSrc: src, From: from, To: to}, true
	}
	return Question{}, false
}

// readDefined reads definedRe's match: the unit converted from (m[2]) is
// the one the parenthesis defines (m[4], singular, m[2] its plural with an
// s), K (m[5]) times a length unit the package knows (m[6]).
func readDefined(m []string) (Question, bool) {
	if m[2] != m[4]+"s" && m[2] != m[4] {
		return Question{}, false
	}
	if _, known := words[m[4]]; known {
		return Question{}, false // a known unit redefined: not read
	}
	per, ok1 := WordUnit(m[6])
	to, ok2 := WordUnit(m[3])
	v, ok3 := Number(m[1])
	k, ok4 := Number(m[5])
	if !ok1 || !ok2 || !ok3 || !ok4 || per.Dim != "length" || per.Power != 1 || !per.Same(to) || k.Sign() <= 0 {
		return Question{}, false
	}
	size := new(big.Rat).Mul(k, per.Size)
	from := Unit{Dim: per.Dim, Power: 1, Size: size, Base: size, Name: m[2]}
	return Question{Value: v, ValueSrc: m[1], From: from, To: to}, true
}

// Result is the quantity in the unit asked, exactly.
func (q Question) Result() *big.Rat {
	r := new(big.Rat).Mul(q.Value, q.From.Size)
	return r.Quo(r, q.To.Size)
}
