package decide

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
	"github.com/dgnpipe/dgnpipe/internal/statement"

	pm "github.com/dgnpipe/dgnpipe/internal/answer"
)

// The one decision of equality (docs/leg1-equality.md). Every path of
// leg 1 that compares a value it found with the answer's value calls
// decideEqual:
//
//   - exactly, when both values are exact (rationals: integrals and
//     derivatives of polynomials, exact extrema, sums of roots, ...);
//   - numerically otherwise, with the error of the value found (the
//     caller's bound) and of the answer's evaluation (at the working
//     precision, or at hiPrecBits when the answer asks for more digits).
//     Equal needs agreement to at least minEqualDigits and to the digits
//     the answer itself asks for (answerDemand) plus equalGuard; an answer
//     that asks for more than the precision can show is undecided.
//
// The note says which it was: "equal exactly" or "equal to N digits,
// numerically".

const (
	// minEqualDigits is the least agreement accepted as numerical
	// equality.
	MinEqualDigits = 20
	// equalGuard is the margin of digits beyond those the answer asks.
	EqualGuard = 5
	// lowDigits and hiDigits are the digits an inexact evaluation is
	// trusted to at precBits and hiPrecBits (the evaluator promises ≥ 40
	// digits at 192 bits; 280 at 1024 bits, as the re-checks use).
	LowDigits = 40
	HiDigits  = 280
)

// equality is the outcome of decideEqual.
type Equality struct {
	State  CmpState
	Exact  bool       // decided with rationals
	Digits int        // numerical: the digits to which the values agree
	Demand int        // the digits the answer asks for
	Ans    cas.Value  // the answer's value (at the precision used)
	Diff   *big.Float // |found - answer|
	Why    string     // unsure: why
	Near   bool       // unsure, but within the old band eqTol: re-check at hiPrecBits
}

// text says how the equality was decided, for a note.
func (e Equality) Text() string {
	if e.Exact {
		return "equal exactly"
	}
	return fmt.Sprintf("equal to %d digits, numerically (evidence, not a proof)", e.Digits)
}

// decideEqual decides whether the value found (with an absolute error
// bound errFound; nil or 0 when found is exact or known to the
// evaluator's precision) equals the value of the answer ansE.
func (c *Checker) decideEqual(found cas.Value, errFound *big.Float, ansE ast.Expr) Equality {
	out := Equality{State: Unsure, Demand: c.AnswerDemand(ansE)}
	av, err := c.Eval(ansE, nil)
	if err != nil {
		out.Why = fmt.Sprintf("the answer cannot be evaluated: %v", err)
		return out
	}
	out.Ans = av
	fr, okF := found.Exact()
	ar, okA := av.Exact()
	if okF && okA && IsZeroErr(errFound) {
		return ExactEquality(out, fr, ar)
	}
	need := max(MinEqualDigits, out.Demand+EqualGuard)
	prec, aDigits := uint(PrecBits), LowDigits
	if need > LowDigits {
		// More digits than precBits shows: the answer is evaluated (an
		// exact one converted) at hiPrecBits, where a value found at that
		// precision (with its bound) can show them.
		if need > HiDigits {
			out.Why = fmt.Sprintf("the answer asks for %d digits, more than leg 1 computes (%d)", out.Demand, HiDigits-EqualGuard)
			return out
		}
		hv, err := c.HiChecker().Eval(ansE, nil)
		if err != nil {
			out.Why = fmt.Sprintf("the answer cannot be evaluated at %d bits: %v", HiPrecBits, err)
			return out
		}
		av, prec, aDigits = hv, HiPrecBits, HiDigits
		out.Ans = av
	}
	return numericEqual(out, found, errFound, av, prec, aDigits, need)
}

// numericEqual is decideEqual's numerical step: numericCore with the
// evaluator's bound on the value found (unless the caller gives one) and
// the answer evaluated to aDigits, the bounds taken as proven.
func numericEqual(out Equality, found cas.Value, errFound *big.Float, av cas.Value, prec uint, aDigits, need int) Equality {
	return NumericCore(out, found, av, ValueBounds{ErrFound: errFound, AnsDigits: aDigits, Demand: out.Demand, Proven: true}, prec, need)
}

// tenPow is |scale|·10^k at scale's precision.
func TenPow(scale *big.Float, k int) *big.Float {
	r := new(big.Float).SetPrec(scale.Prec()).SetRat(statement.Pow10(k))
	return r.Mul(r, scale)
}

// answerDigits is the number of significant digits the answer asks a
// comparison for: the digits of all its numerals together, and the size
// k of every power 10^{-k} (an answer 18+10^{-30} differs from 18 in its
// 32nd digit; 0.333...3 with 20 threes from 1/3 in its 21st).
func AnswerDigits(e ast.Expr) int {
	n, pow := printedDigits(e)
	return n + pow
}

// printedDigits is answerDigits in its two parts: the digits of the
// numerals, and the largest k of a power 10^{±k}.
func printedDigits(e ast.Expr) (n, pow int) {
	ast.Inspect(e, func(x ast.Expr) bool {
		switch x := x.(type) {
		case *ast.Number:
			n += len(strings.TrimLeft(x.Int+x.Frac, "0")) + len(x.Repeat)
		case *ast.Binary:
			if x.Op == ast.Pow {
				if ten, ok := x.X.(*ast.Number); ok && ten.Int == "10" && ten.Frac == "" {
					if k, ok := statement.IntLiteral(x.Y); ok {
						pow = max(pow, max(k, -k))
					}
				}
			}
		}
		return true
	})
	return n, pow
}

// rounding is the decision on an answer that is a rounded decimal of the
// value found (answer.RoundsTo, answer.RoundingStands).
type rounding struct {
	applies bool     // the answer is a decimal with digits after the point
	state   CmpState // same: the rounding asked; differ: not it; unsure: why
	note    string
	unit    *big.Rat // the unit of the rounding decided (state same or differ)
}

// decideRounding decides a decimal answer against the value found (with
// the absolute error bound errFound, nil when exact or known to the
// evaluator's precision). A decimal within half a unit of its last place
// of the value rounds it: that stands only where the statement asks for
// an approximation, and must then be the correct rounding at the
// precision asked (or printed). Value is how the notes show the value
// found ("√88 = 9.3808…").
func (c *Checker) decideRounding(st *statement.Statement, found cas.Value, errFound *big.Float, ansE ast.Expr, value string) rounding {
	t := st.DecimalTolerance(ansE)
	dec, ok := statement.DecimalValue(ansE)
	unit, uok := RoundingUnit(st, ansE)
	if t.Tol == nil || !ok || !uok {
		return rounding{}
	}
	lo, hi, ok := enclosure(found, errFound)
	if !ok {
		return rounding{applies: true, state: Unsure, note: "the value found cannot be enclosed"}
	}
	ansText := ast.Print(ansE)
	f := found.Float(PrecBits)
	d := new(big.Float).SetPrec(PrecBits).Sub(f, new(big.Float).SetPrec(PrecBits).SetRat(dec))
	d.Abs(d)
	if d.Cmp(t.Tol) > 0 {
		return rounding{applies: true, state: Differ, note: fmt.Sprintf("%s, the answer %s is off by %s, more than %s allows (±%s)", value, ansText, d.Text('g', 3), t.From, t.Tol.Text('g', 3))}
	}
	yes, decided := pm.RoundsTo(dec, unit, lo, hi)
	correct := ""
	if decided && !yes {
		correct = ", and not even its correct rounding"
	}
	approxW, approx := st.Read.Has(statement.CueApprox, "")
	_, sci := st.Read.Has(statement.CueApprox, "scientific notation")
	switch {
	case dec.Sign() == 0 && !(lo.Sign() == 0 && hi.Sign() == 0) && !precisionAsked(st):
		return rounding{applies: true, state: Unsure, note: fmt.Sprintf("the answer %s rounds %s to no significant figure", ansText, value)}
	case sci && !scientific(ansE):
		return rounding{applies: true, state: Unsure, note: fmt.Sprintf("the answer %s rounds %s, but the problem asks for scientific notation and the answer is not written so", ansText, value)}
	case t.Refuse != "":
		return rounding{applies: true, state: Unsure, note: fmt.Sprintf("the answer %s rounds %s%s; %s", ansText, value, correct, t.Refuse)}
	case !pm.RoundingStands(approx, false):
		return rounding{applies: true, state: Unsure, note: fmt.Sprintf("the answer %s rounds %s%s; the problem asks for an exact value", ansText, value, correct)}
	case !decided:
		return rounding{applies: true, state: Unsure, note: fmt.Sprintf("the answer %s rounds %s, but whether it is the correct rounding to %s is not decided (the value lies too near a half-way point)", ansText, value, UnitText(unit))}
	case !yes:
		return rounding{applies: true, state: Differ, unit: unit, note: fmt.Sprintf("%s; the answer %s is not its correct rounding to %s (half away from zero)", value, ansText, UnitText(unit))}
	}
	return rounding{applies: true, state: Same, unit: unit, note: fmt.Sprintf("%s; the answer %s is its correct rounding to %s, as the problem asks for an approximation (%q)", value, ansText, UnitText(unit), approxW)}
}

// roundingUnit is the unit of the last place a decimal answer is rounded
// to: the precision the statement asks for, else the last printed digit.
func RoundingUnit(st *statement.Statement, e ast.Expr) (*big.Rat, bool) {
	if p, ok := st.AskedPrecision(); ok && p.Why == "" {
		if p.Unit != nil {
			return p.Unit, true
		}
		if lit, ok := statement.DecimalValue(e); ok && lit.Sign() != 0 {
			return statement.Pow10(statement.Magnitude(lit) - p.Sig + 1), true
		}
		return nil, false
	}
	tol, ok := statement.PrintedTolerance(e)
	if !ok {
		return nil, false
	}
	// printedTolerance is half the unit times (1 + 1e-9): undo both.
	u, _ := new(big.Float).Quo(tol, big.NewFloat(0.5*(1+1e-9))).Float64()
	k := int(math.Round(math.Log10(u)))
	return statement.Pow10(k), true
}

// enclosure is an interval of rationals that holds the value found: the
// value's proven enclosure (cas), widened by errFound, or else the value
// to the evaluator's promise (LowDigits) and errFound.
func enclosure(found cas.Value, errFound *big.Float) (lo, hi *big.Rat, ok bool) {
	if r, ok := found.Exact(); ok && (errFound == nil || errFound.Sign() == 0) {
		return r, r, true
	}
	if l, h, ok := found.Enclosure(); ok {
		lo, _ = l.Rat(nil)
		hi, _ = h.Rat(nil)
		if errFound != nil {
			e, _ := new(big.Float).Abs(errFound).Rat(nil)
			lo.Sub(lo, e)
			hi.Add(hi, e)
		}
		return lo, hi, true
	}
	f := found.Float(PrecBits)
	if f.IsInf() {
		return nil, nil, false
	}
	e := new(big.Float).SetPrec(PrecBits)
	if errFound != nil {
		e.Abs(errFound)
	}
	scale := new(big.Float).SetPrec(PrecBits).Abs(f)
	if scale.Cmp(big.NewFloat(1)) < 0 {
		scale.SetInt64(1)
	}
	e.Add(e, TenPow(scale, -LowDigits))
	l, _ := new(big.Float).SetPrec(PrecBits).Sub(f, e).Rat(nil)
	h, _ := new(big.Float).SetPrec(PrecBits).Add(f, e).Rat(nil)
	return l, h, true
}

// shownValue is how a note shows a value found for a rounding: the
// statement's expression and its value to 20 digits with an ellipsis when
// inexact.
func shownValue(expr string, v cas.Value) string {
	if r, ok := v.Exact(); ok {
		return fmt.Sprintf("%s = %s", expr, r.RatString())
	}
	return fmt.Sprintf("%s = %s…", expr, v.Text(20))
}

// unitText prints the unit of a rounding as a decimal (0.01, 1, 100).
func UnitText(u *big.Rat) string {
	if u.IsInt() {
		return u.RatString()
	}
	return u.FloatString(len(u.Denom().String()) - 1)
}

// scientific reports an answer written in scientific notation: a decimal
// with one nonzero digit before the point times a power of 10.
func scientific(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.Neg {
		e = u.X
	}
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != ast.Mul {
		return false
	}
	n, ok := b.X.(*ast.Number)
	p, ok2 := b.Y.(*ast.Binary)
	if !ok || !ok2 || p.Op != ast.Pow || len(n.Int) != 1 || n.Int == "0" {
		return false
	}
	ten, ok := p.X.(*ast.Number)
	return ok && ten.Int == "10" && ten.Frac == ""
}

// precisionAsked reports a precision the statement names and leg 1 reads
// ("to the nearest integer": 0 is then a rounding of 1/3).
func precisionAsked(st *statement.Statement) bool {
	p, ok := st.AskedPrecision()
	return ok && p.Why == ""
}
