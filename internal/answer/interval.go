package answer

import (
	"math/big"
	"sort"
)

// Interval unions: an answer that is a set of reals (`(-\infty, 2] \cup
// \{5\}`, `x \ge 5`, `-1 < x \le 2`) is a list of intervals whose ends are
// exact rationals, high-precision values or ±∞. A point is a closed
// interval with equal ends. Readers (the scorer's string tiers, leg 1's
// AST) build their readings into Interval; NormalizeIntervals and
// EqualIntervals compare them as sets of reals, with the tolerance policy
// of numbers.go for the ends.

// Tolerance is a relative tolerance with an absolute floor near zero.
type Tolerance struct{ Rel, Abs float64 }

// InexactTol is used when a value is not exact: cas computes at 256 bits,
// so a much tighter tolerance than a benchmark's 1e-6 is safe.
var InexactTol = &Tolerance{Rel: 1e-20, Abs: 1e-30}

// EndPrec is the precision of an inexact End.
const EndPrec = 256

// End is an interval end or a value on the extended real line: exact when
// R is set, otherwise the high-precision F; Inf is -1 or +1 for ∓∞. Dec is
// the number of digits a decimal literal printed after its point (0: none),
// for the rounding rule of RoundedEq.
type End struct {
	R   *big.Rat
	F   *big.Float
	Inf int
	Dec int
}

var (
	// PosInf and NegInf are the ends +∞ and -∞.
	PosInf = End{Inf: 1}
	NegInf = End{Inf: -1}
)

// Float is the end's value at EndPrec bits (R or F; not for ±∞).
func (x End) Float() *big.Float {
	if x.R != nil {
		return new(big.Float).SetPrec(EndPrec).SetRat(x.R)
	}
	return x.F
}

// Neg is -x (its printed decimals dropped).
func (x End) Neg() End {
	switch {
	case x.Inf != 0:
		return End{Inf: -x.Inf}
	case x.R != nil:
		return End{R: new(big.Rat).Neg(x.R)}
	}
	return End{F: new(big.Float).SetPrec(EndPrec).Neg(x.F)}
}

// CmpEnds orders two ends (infinities at the ends of the line).
func CmpEnds(a, b End) int {
	if a.Inf != 0 || b.Inf != 0 {
		switch {
		case a.Inf == b.Inf:
			return 0
		case a.Inf < b.Inf:
			return -1
		}
		return 1
	}
	if a.R != nil && b.R != nil {
		return a.R.Cmp(b.R)
	}
	return a.Float().Cmp(b.Float())
}

// EqualEnds compares two ends: exactly when both are exact and tol is nil
// (a rounded decimal against an exact value by RoundedEq), otherwise within
// tol (inexact values always get a tolerance, InexactTol when tol is nil).
func EqualEnds(a, b End, tol *Tolerance) bool {
	if a.Inf != 0 || b.Inf != 0 {
		return a.Inf == b.Inf
	}
	if a.R != nil && b.R != nil {
		return RatNear(a.R, b.R, tol) || tol == nil && RoundedEq(a.R, b.R, a.Dec, b.Dec)
	}
	if tol == nil {
		tol = InexactTol
	}
	x, y := a.Float(), b.Float()
	d := new(big.Float).SetPrec(EndPrec).Sub(x, y)
	d.Abs(d)
	if d.Cmp(big.NewFloat(tol.Abs)) <= 0 {
		return true
	}
	m := new(big.Float).SetPrec(EndPrec).Abs(x)
	if my := new(big.Float).SetPrec(EndPrec).Abs(y); my.Cmp(m) > 0 {
		m = my
	}
	return d.Cmp(m.Mul(m, big.NewFloat(tol.Rel))) <= 0
}

// RatNear compares two rationals: exactly when tol is nil, else within the
// relative tolerance tol.Rel (absolute tol.Abs near zero).
func RatNear(a, b *big.Rat, tol *Tolerance) bool {
	if a.Cmp(b) == 0 {
		return true
	}
	if tol == nil {
		return false
	}
	d := new(big.Rat).Sub(a, b)
	d.Abs(d)
	m := new(big.Rat).Abs(a)
	if mb := new(big.Rat).Abs(b); mb.Cmp(m) > 0 {
		m = mb
	}
	absTol := new(big.Rat).SetFloat64(tol.Abs)
	if d.Cmp(absTol) <= 0 {
		return true
	}
	relTol := new(big.Rat).SetFloat64(tol.Rel)
	return d.Cmp(relTol.Mul(relTol, m)) <= 0
}

// Interval is one piece of an interval union; a point is a closed interval
// with equal ends. An infinite end is never closed.
type Interval struct {
	Lo, Hi             End
	LoClosed, HiClosed bool
}

// Point is the interval [v, v].
func Point(v End) Interval { return Interval{Lo: v, Hi: v, LoClosed: true, HiClosed: true} }

// NewInterval is the interval from lo to hi, closed where asked and the end
// finite.
func NewInterval(lo, hi End, loClosed, hiClosed bool) Interval {
	return Interval{Lo: lo, Hi: hi, LoClosed: loClosed && lo.Inf == 0, HiClosed: hiClosed && hi.Inf == 0}
}

// NormalizeIntervals sorts the intervals and merges overlapping and
// touching ones into disjoint, non-touching pieces, comparing ends with
// EqualEnds under tol. ok is false when an interval is empty or reversed
// (the reader then does not read the answer as a set of reals).
func NormalizeIntervals(in []Interval, tol *Tolerance) ([]Interval, bool) {
	ivs := append([]Interval(nil), in...)
	for _, v := range ivs {
		c := CmpEnds(v.Lo, v.Hi)
		if EqualEnds(v.Lo, v.Hi, tol) {
			c = 0
		}
		if c > 0 || c == 0 && !(v.LoClosed && v.HiClosed) {
			return nil, false
		}
	}
	sort.SliceStable(ivs, func(i, j int) bool {
		if c := CmpEnds(ivs[i].Lo, ivs[j].Lo); c != 0 {
			return c < 0
		}
		return ivs[i].LoClosed && !ivs[j].LoClosed
	})
	var out []Interval
	for _, v := range ivs {
		if n := len(out); n > 0 {
			cur := &out[n-1]
			touch := EqualEnds(v.Lo, cur.Hi, tol)
			if CmpEnds(v.Lo, cur.Hi) < 0 && !touch || touch && (cur.HiClosed || v.LoClosed) {
				if EqualEnds(v.Lo, cur.Lo, tol) {
					cur.LoClosed = cur.LoClosed || v.LoClosed
				}
				switch {
				case EqualEnds(v.Hi, cur.Hi, tol):
					cur.HiClosed = cur.HiClosed || v.HiClosed
				case CmpEnds(v.Hi, cur.Hi) > 0:
					cur.Hi, cur.HiClosed = v.Hi, v.HiClosed
				}
				continue
			}
		}
		out = append(out, v)
	}
	return out, true
}

// EqualIntervals compares two interval unions as sets of reals: both are
// normalized, then compared piece by piece, ends by EqualEnds under tol.
// decided is false when either side has an empty or reversed interval.
func EqualIntervals(g, p []Interval, tol *Tolerance) (equal, decided bool) {
	gc, ok1 := NormalizeIntervals(g, tol)
	pc, ok2 := NormalizeIntervals(p, tol)
	if !ok1 || !ok2 {
		return false, false
	}
	if len(gc) != len(pc) {
		return false, true
	}
	for i := range gc {
		a, b := gc[i], pc[i]
		if !EqualEnds(a.Lo, b.Lo, tol) || !EqualEnds(a.Hi, b.Hi, tol) || a.LoClosed != b.LoClosed || a.HiClosed != b.HiClosed {
			return false, true
		}
	}
	return true, true
}
