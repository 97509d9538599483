package statement

// The precision of an answer: how far a decimal answer may lie from the
// value it stands for. Without a word about it, a rounded decimal stands
// within half a unit of its last printed digit (printedTolerance). Where the
// statement names a precision ("to the nearest hundredth", "to two decimal
// places", "to 3 significant figures"), the answer must be that rounding:
// on the unit's grid and within half a unit, whatever digits it prints.
// Where it asks for an exact value ("the exact value", "exactly", "in
// simplest radical form"), a rounded decimal is not one.

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// Precision is the precision a statement asks for.
type Precision struct {
	Unit  *big.Rat // the unit of the last digit asked (0.01); nil for significant figures
	Sig   int      // the significant figures asked, when unit is nil
	Words string   // the words that ask for it
	// Why is not empty when the statement asks for a precision leg 1 does
	// Not read ("to the nearest degree", "correct to", two different ones).
	Why string
}

// NearestUnits are the places of the units of "to the nearest ...".
var NearestUnits = map[string]int{
	"integer": 0, "integers": 0, "whole": 0, "one": 0, "ones": 0, "unit": 0, "units": 0,
	"tenth": 1, "tenths": 1, "hundredth": 2, "hundredths": 2, "thousandth": 3, "thousandths": 3,
	"ten-thousandth": 4, "ten-thousandths": 4,
	"ten": -1, "tens": -1, "hundred": -2, "hundreds": -2, "thousand": -3, "thousands": -3,
}

// CountWords are the counts of "two decimal places", "3 significant figures".
var CountWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// Count reads the count of decimal places or significant figures from a
// cue's words: a number word or a number ("$2" is a formula's).
func Count(words string) (int, bool) {
	for _, w := range strings.Fields(words) {
		if n, ok := CountWords[w]; ok {
			return n, true
		}
		if t := strings.TrimPrefix(w, "$"); IsNumberToken(t) && len(t) <= 2 {
			n := 0
			for _, r := range t {
				n = n*10 + int(r-'0')
			}
			return n, n <= 30
		}
	}
	return 0, false
}

// AskedPrecision returns the precision the statement asks for; ok is false
// when it names none (an approximation may still be asked: "rounded",
// "approximately", "as a decimal").
func (st *Statement) AskedPrecision() (p Precision, ok bool) {
	set := func(q Precision) {
		switch {
		case !ok:
			p, ok = q, true
		case p.Why != "":
		case q.Why != "":
			p = q
		case p.Sig != q.Sig || (p.Unit == nil) != (q.Unit == nil) || p.Unit != nil && p.Unit.Cmp(q.Unit) != 0:
			p.Why = fmt.Sprintf("the statement asks for two precisions (%q, %q)", p.Words, q.Words)
		}
	}
	notRead := func(w string) Precision {
		return Precision{Words: w, Why: fmt.Sprintf("the statement asks for a precision (%q) that leg 1 does not read", w)}
	}
	for _, h := range st.Read.Hits {
		if h.Def.Class != CueApprox {
			continue
		}
		switch h.Def.Name {
		case "rounded to the nearest":
			fs := strings.Fields(h.Words)
			places, known := NearestUnits[fs[len(fs)-1]]
			if !known {
				set(notRead(h.Words))
				continue
			}
			set(Precision{Unit: Pow10(-places), Words: h.Words})
		case "nearest", "accurate to":
			set(notRead(h.Words))
		case "decimal places":
			n, known := Count(h.Words)
			if !known {
				set(notRead(h.Words))
				continue
			}
			set(Precision{Unit: Pow10(-n), Words: h.Words})
		case "significant digits":
			n, known := Count(h.Words)
			if !known || n == 0 {
				set(notRead(h.Words))
				continue
			}
			set(Precision{Sig: n, Words: h.Words})
		}
	}
	return p, ok
}

// Pow10 is 10^k as a rational.
func Pow10(k int) *big.Rat {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(k, -k))), nil)
	if k >= 0 {
		return new(big.Rat).SetInt(n)
	}
	return new(big.Rat).SetFrac(big.NewInt(1), n)
}

// ExactForms are the forms of the answer that are exact values.
var ExactForms = []string{"exact", "exact form", "simplest form", "a fraction", "a mixed number", "rationalised denominator", "in terms of"}

// ExactAsked returns the words by which the statement asks for an exact
// value ("the exact value", "in simplest radical form", "as a common
// fraction", "in terms of $\pi$").
func (st *Statement) ExactAsked() (string, bool) {
	for _, h := range st.Read.Hits {
		if h.Def.Class == CueForm && Contains1(ExactForms, h.Def.Name) {
			return h.Words, true
		}
	}
	return "", false
}

// Tolerance is how far an answer may lie from the value it stands for.
type Tolerance struct {
	Tol  *big.Float // nil: the answer is compared exactly
	From string     // where tol comes from, for the notes
	// Refuse is not empty when an answer within tol is still not
	// confirmed, and says why (an exact value asked, more digits than the
	// Precision asked); an answer outside tol is refuted all the same.
	Refuse string
}

// DecimalTolerance returns the tolerance of an answer item e (a claimed
// value or root) under the statement's words about precision.
func (st *Statement) DecimalTolerance(e ast.Expr) Tolerance {
	printed, decimal := PrintedTolerance(e)
	var t Tolerance
	if decimal {
		t = Tolerance{Tol: printed, From: "its printed precision"}
	}
	exactW, exact := st.ExactAsked()
	approxW, approx := st.Read.Has(CueApprox, "")
	p, asked := st.AskedPrecision()
	switch {
	case exact && approx:
		if decimal {
			t.Refuse = fmt.Sprintf("the statement asks both for an exact value (%q) and for an approximation (%q), and which one the answer gives is not clear", exactW, approxW)
		}
		return t
	case exact:
		if decimal {
			t.Refuse = fmt.Sprintf("the statement asks for an exact value (%q) and a rounded decimal is not one", exactW)
		}
		return t
	case !asked:
		return t
	case p.Why != "":
		if decimal {
			t.Refuse = p.Why
		}
		return t
	}
	lit, ok := DecimalValue(e)
	if !ok {
		// Not a number as printed (\sqrt{2}, \frac{\pi}{4}): compared
		// exactly.
		return Tolerance{}
	}
	unit := p.Unit
	if unit == nil {
		if lit.Sign() == 0 {
			t.Refuse = fmt.Sprintf("the statement asks for %q and the answer 0 has no significant figures", p.Words)
			return t
		}
		unit = Pow10(Magnitude(lit) - p.Sig + 1)
	}
	if !new(big.Rat).Quo(lit, unit).IsInt() {
		// More digits than asked: not the rounding asked, refuted where it
		// is not even the value to its own last digit.
		if t.Tol == nil {
			t = Tolerance{Tol: new(big.Float).SetPrec(algebra.PrecBits).SetFloat64(0.5 * (1 + 1e-9)), From: "its printed precision"}
		}
		t.Refuse = fmt.Sprintf("the answer has more digits than the precision asked (%q)", p.Words)
		return t
	}
	half := new(big.Float).SetPrec(algebra.PrecBits).SetRat(new(big.Rat).Mul(unit, big.NewRat(1, 2)))
	half.Mul(half, new(big.Float).SetPrec(algebra.PrecBits).SetFloat64(1+1e-9))
	return Tolerance{Tol: half, From: fmt.Sprintf("the precision asked (%q)", p.Words)}
}

// DecimalValue returns the value of an answer printed as a number: an
// Integer or a decimal, signed, or a decimal times a power of ten.
func DecimalValue(e ast.Expr) (*big.Rat, bool) {
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
		k, ok := IntLiteral(p.Y)
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
	r.Mul(r, Pow10(scale))
	if neg {
		r.Neg(r)
	}
	return r, true
}

// Magnitude returns the k with 10^k ≤ |r| < 10^(k+1), r not zero.
func Magnitude(r *big.Rat) int {
	a := new(big.Rat).Abs(r)
	k := len(a.Num().String()) - len(a.Denom().String())
	for a.Cmp(Pow10(k)) < 0 {
		k--
	}
	for a.Cmp(Pow10(k+1)) >= 0 {
		k++
	}
	return k
}
