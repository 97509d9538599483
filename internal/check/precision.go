package check

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// The precision of an answer: how far a decimal answer may lie from the
// value it stands for. Without a word about it, a rounded decimal stands
// within half a unit of its last printed digit (printedTolerance). Where the
// statement names a precision ("to the nearest hundredth", "to two decimal
// places", "to 3 significant figures"), the answer must be that rounding:
// on the unit's grid and within half a unit, whatever digits it prints.
// Where it asks for an exact value ("the exact value", "exactly", "in
// simplest radical form"), a rounded decimal is not one.

// precision is the precision a statement asks for.
type precision struct {
	unit  *big.Rat // the unit of the last digit asked (0.01); nil for significant figures
	sig   int      // the significant figures asked, when unit is nil
	words string   // the words that ask for it
	// why is not empty when the statement asks for a precision leg 1 does
	// not read ("to the nearest degree", "correct to", two different ones).
	why string
}

// nearestUnits are the places of the units of "to the nearest ...".
var nearestUnits = map[string]int{
	"integer": 0, "integers": 0, "whole": 0, "one": 0, "ones": 0, "unit": 0, "units": 0,
	"tenth": 1, "tenths": 1, "hundredth": 2, "hundredths": 2, "thousandth": 3, "thousandths": 3,
	"ten-thousandth": 4, "ten-thousandths": 4,
	"ten": -1, "tens": -1, "hundred": -2, "hundreds": -2, "thousand": -3, "thousands": -3,
}

// countWords are the counts of "two decimal places", "3 significant figures".
var countWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// count reads the count of decimal places or significant figures from a
// cue's words: a number word or a number ("$2" is a formula's).
func count(words string) (int, bool) {
	for _, w := range strings.Fields(words) {
		if n, ok := countWords[w]; ok {
			return n, true
		}
		if t := strings.TrimPrefix(w, "$"); isNumberToken(t) && len(t) <= 2 {
			n := 0
			for _, r := range t {
				n = n*10 + int(r-'0')
			}
			return n, n <= 30
		}
	}
	return 0, false
}

// askedPrecision returns the precision the statement asks for; ok is false
// when it names none (an approximation may still be asked: "rounded",
// "approximately", "as a decimal").
func (st *statement) askedPrecision() (p precision, ok bool) {
	set := func(q precision) {
		switch {
		case !ok:
			p, ok = q, true
		case p.why != "":
		case q.why != "":
			p = q
		case p.sig != q.sig || (p.unit == nil) != (q.unit == nil) || p.unit != nil && p.unit.Cmp(q.unit) != 0:
			p.why = fmt.Sprintf("the statement asks for two precisions (%q, %q)", p.words, q.words)
		}
	}
	notRead := func(w string) precision {
		return precision{words: w, why: fmt.Sprintf("the statement asks for a precision (%q) that leg 1 does not read", w)}
	}
	for _, h := range st.read.hits {
		if h.def.class != cueApprox {
			continue
		}
		switch h.def.name {
		case "rounded to the nearest":
			fs := strings.Fields(h.words)
			places, known := nearestUnits[fs[len(fs)-1]]
			if !known {
				set(notRead(h.words))
				continue
			}
			set(precision{unit: pow10(-places), words: h.words})
		case "nearest", "accurate to":
			set(notRead(h.words))
		case "decimal places":
			n, known := count(h.words)
			if !known {
				set(notRead(h.words))
				continue
			}
			set(precision{unit: pow10(-n), words: h.words})
		case "significant digits":
			n, known := count(h.words)
			if !known || n == 0 {
				set(notRead(h.words))
				continue
			}
			set(precision{sig: n, words: h.words})
		}
	}
	return p, ok
}

// pow10 is 10^k as a rational.
func pow10(k int) *big.Rat {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(k, -k))), nil)
	if k >= 0 {
		return new(big.Rat).SetInt(n)
	}
	return new(big.Rat).SetFrac(big.NewInt(1), n)
}

// exactForms are the forms of the answer that are exact values.
var exactForms = []string{"exact", "exact form", "simplest form", "a fraction", "a mixed number", "rationalised denominator", "in terms of"}

// exactAsked returns the words by which the statement asks for an exact
// value ("the exact value", "in simplest radical form", "as a common
// fraction", "in terms of $\pi$").
func (st *statement) exactAsked() (string, bool) {
	for _, h := range st.read.hits {
		if h.def.class == cueForm && contains1(exactForms, h.def.name) {
			return h.words, true
		}
	}
	return "", false
}

// tolerance is how far an answer may lie from the value it stands for.
type tolerance struct {
	tol  *big.Float // nil: the answer is compared exactly
	from string     // where tol comes from, for the notes
	// refuse is not empty when an answer within tol is still not
	// confirmed, and says why (an exact value asked, more digits than the
	// precision asked); an answer outside tol is refuted all the same.
	refuse string
}

// decimalTolerance returns the tolerance of an answer item e (a claimed
// value or root) under the statement's words about precision.
func (st *statement) decimalTolerance(e ast.Expr) tolerance {
	printed, decimal := printedTolerance(e)
	var t tolerance
	if decimal {
		t = tolerance{tol: printed, from: "its printed precision"}
	}
	exactW, exact := st.exactAsked()
	approxW, approx := st.read.has(cueApprox, "")
	p, asked := st.askedPrecision()
	switch {
	case exact && approx:
		if decimal {
			t.refuse = fmt.Sprintf("the statement asks both for an exact value (%q) and for an approximation (%q), and which one the answer gives is not clear", exactW, approxW)
		}
		return t
	case exact:
		if decimal {
			t.refuse = fmt.Sprintf("the statement asks for an exact value (%q) and a rounded decimal is not one", exactW)
		}
		return t
	case !asked:
		return t
	case p.why != "":
		if decimal {
			t.refuse = p.why
		}
		return t
	}
	lit, ok := decimalValue(e)
	if !ok {
		// Not a number as printed (\sqrt{2}, \frac{\pi}{4}): compared
		// exactly.
		return tolerance{}
	}
	unit := p.unit
	if unit == nil {
		if lit.Sign() == 0 {
			t.refuse = fmt.Sprintf("the statement asks for %q and the answer 0 has no significant figures", p.words)
			return t
		}
		unit = pow10(magnitude(lit) - p.sig + 1)
	}
	if !new(big.Rat).Quo(lit, unit).IsInt() {
		// More digits than asked: not the rounding asked, refuted where it
		// is not even the value to its own last digit.
		if t.tol == nil {
			t = tolerance{tol: new(big.Float).SetPrec(precBits).SetFloat64(0.5 * (1 + 1e-9)), from: "its printed precision"}
		}
		t.refuse = fmt.Sprintf("the answer has more digits than the precision asked (%q)", p.words)
		return t
	}
	half := new(big.Float).SetPrec(precBits).SetRat(new(big.Rat).Mul(unit, big.NewRat(1, 2)))
	half.Mul(half, new(big.Float).SetPrec(precBits).SetFloat64(1+1e-9))
	return tolerance{tol: half, from: fmt.Sprintf("the precision asked (%q)", p.words)}
}

// decimalValue returns the value of an answer printed as a number: an
// integer or a decimal, signed, or a decimal times a power of ten.
func decimalValue(e ast.Expr) (*big.Rat, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.Neg || u.Op == ast.Plus) {
		neg = u.Op == ast.Neg
		e = u.X
	}
	scale := 0
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.Mul {
		p, ok := b.Y.(*ast.Binary)
		if !ok || p.Op != ast.Pow {
			return nil, false
		}
		ten, ok := p.X.(*ast.Number)
		if !ok || ten.Int != "10" || ten.Frac != "" || ten.Repeat != "" {
			return nil, false
		}
		k, ok := intLiteral(p.Y)
		if !ok {
			return nil, false
		}
		scale, e = k, b.X
	}
	n, ok := e.(*ast.Number)
	if !ok || n.Repeat != "" {
		return nil, false
	}
	r, ok := new(big.Rat).SetString(n.Int + "." + n.Frac + "0")
	if !ok {
		return nil, false
	}
	r.Mul(r, pow10(scale))
	if neg {
		r.Neg(r)
	}
	return r, true
}

// magnitude returns the k with 10^k ≤ |r| < 10^(k+1), r not zero.
func magnitude(r *big.Rat) int {
	a := new(big.Rat).Abs(r)
	k := len(a.Num().String()) - len(a.Denom().String())
	for a.Cmp(pow10(k)) < 0 {
		k--
	}
	for a.Cmp(pow10(k+1)) >= 0 {
		k++
	}
	return k
}
