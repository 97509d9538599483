package decide

import (
	"fmt"
	"math"
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
)

// The value-level entry of the one decision of equality (equal.go,
// docs/leg1-equality.md). decideEqual evaluates the answer and calls the
// same core; the paths that hold two values (a side of an identity at a
// sample point, a recomputed value and the answer's, a breakpoint and an
// end) call decideValues when they know the error of the value found, and
// decideUnbounded when they cannot bound it: there a difference beyond
// the evaluator's error but within diffTol (relative) is left unsure,
// never refuted, since an evaluation that loses digits (cancellation, a
// value from a root finder, a sampled function near a pole) would
// otherwise refute a right answer.

// valueBounds says how a value-level decision is made.
type ValueBounds struct {
	// errFound and errAns are absolute error bounds of the two values;
	// nil: the evaluator's (lowDigits, or ansDigits for the answer,
	// relative to the scale) when the value is inexact, none when exact.
	ErrFound, errAns *big.Float
	AnsDigits        int        // the digits the answer's evaluation is trusted to (0: lowDigits)
	scale            *big.Float // the size of the terms the values come from (nil: 1)
	Demand           int        // the digits the answer asks for (answerDigits)
	// proven: the bounds are proven, the values differ beyond a thousand
	// times them; else they differ only beyond apart (relative; nil:
	// diffTol) as well.
	Proven bool
	Apart  *big.Float
}

// decideValues decides whether the value found (absolute error bound
// errFound; nil when exact or known to the evaluator's precision) equals
// the answer's value ans, whose expression asks for demand digits.
func DecideValues(found cas.Value, errFound *big.Float, ans cas.Value, demand int) Equality {
	return decideCore(found, ans, ValueBounds{ErrFound: errFound, Demand: demand, Proven: true})
}

// decideUnbounded is decideValues for a caller that cannot bound the
// error of its values beyond the evaluator's promise; scale is the size of
// the terms they come from (nil: the values themselves).
func DecideUnbounded(found, ans cas.Value, scale *big.Float, demand int) Equality {
	return decideCore(found, ans, ValueBounds{scale: scale, Demand: demand})
}

// decideCore is the decision on two values: exact when both are rationals
// without error, else numericCore at precBits.
func decideCore(found, ans cas.Value, b ValueBounds) Equality {
	out := Equality{State: Unsure, Demand: b.Demand, Ans: ans}
	fr, okF := found.Exact()
	ar, okA := ans.Exact()
	if okF && okA && IsZeroErr(b.ErrFound) && IsZeroErr(b.errAns) {
		return ExactEquality(out, fr, ar)
	}
	return NumericCore(out, found, ans, b, PrecBits, max(MinEqualDigits, b.Demand+EqualGuard))
}

func IsZeroErr(e *big.Float) bool { return e == nil || e.Sign() == 0 }

// numericCore is the numerical step of every decision: the values agree
// to the digits of the sum of their errors (relative to the larger of
// them, 1 and the scale of their terms), are equal within ten times that
// sum when those digits reach need, and differ beyond a thousand times it
// (and beyond diffTol, or apart, relative when the bounds are not
// proven). A pair left unsure within the old band eqTol, or within the
// bound but short of the digits asked, is marked near: a caller that can
// re-evaluate at hiPrecBits re-checks it there.
func NumericCore(out Equality, found, ans cas.Value, b ValueBounds, prec uint, need int) Equality {
	// An extreme term met in computing either value can be absorbed past
	// its digits: twice its size in digits before "equal" (cas.Value.Scale).
	scaleNeed := 2*max(found.Scale(), ans.Scale()) + EqualGuard
	if scaleNeed > EqualGuard && scaleNeed > need {
		need = scaleNeed
	}
	f, a := found.Float(prec), ans.Float(prec)
	scale := new(big.Float).SetPrec(prec).SetInt64(1)
	for _, x := range []*big.Float{f, a, b.scale} {
		if x == nil {
			continue
		}
		if ax := new(big.Float).Abs(x); ax.Cmp(scale) > 0 {
			scale = ax
		}
	}
	// The bounds: the caller's, else the value's proven radius (cas
	// encloses every value it computes), else the evaluator's promise.
	tol := new(big.Float).SetPrec(prec)
	balls := true // both bounds are radii of enclosures (or exact)
	if b.ErrFound != nil {
		tol.Add(tol, new(big.Float).Abs(b.ErrFound))
		balls = false
	} else if r, ok := found.Radius(); ok {
		tol.Add(tol, r)
	} else if !found.IsExact() {
		tol.Add(tol, TenPow(scale, -LowDigits))
		balls = false
	}
	if b.errAns != nil {
		tol.Add(tol, new(big.Float).Abs(b.errAns))
		balls = false
	} else if r, ok := ans.Radius(); ok {
		tol.Add(tol, r)
	} else if !ans.IsExact() {
		aDigits := b.AnsDigits
		if aDigits == 0 {
			aDigits = LowDigits
		}
		tol.Add(tol, TenPow(scale, -aDigits))
		balls = false
	}
	floorScale := scale
	if balls {
		// Radii cover the values' rounding; the difference's own rounding
		// is relative to the values, not to 1.
		floorScale = new(big.Float).Abs(f)
		if a := new(big.Float).Abs(a); a.Cmp(floorScale) > 0 {
			floorScale = a
		}
	}
	if floorScale.Sign() == 0 {
		floorScale = scale
	}
	if floor := TenPow(floorScale, -int(float64(prec)*math.Log10(2))+2); tol.Cmp(floor) < 0 {
		// The rounding of the values to prec bits: no bound finer than
		// the precision the difference is computed at.
		tol = floor
	}
	d := new(big.Float).SetPrec(prec).Sub(f, a)
	d.Abs(d)
	out.Diff = d
	digits := 0
	if q, _ := new(big.Float).Quo(scale, tol).Float64(); q > 1 && !math.IsInf(q, 1) {
		digits = int(math.Floor(math.Log10(q)))
	} else if q > 1 {
		digits = int(float64(scale.MantExp(nil)-tol.MantExp(nil)-1) * math.Log10(2))
	}
	out.Digits = digits
	apart := new(big.Float).Mul(tol, big.NewFloat(1000))
	if balls {
		// Two enclosures: they differ as soon as they are disjoint (the
		// margin covers the rounding of the difference at prec bits).
		apart = new(big.Float).Mul(tol, big.NewFloat(1+1e-9))
	}
	if !b.Proven {
		rel := diffTol
		if b.Apart != nil {
			rel = b.Apart
		}
		if loose := new(big.Float).Mul(scale, rel); loose.Cmp(apart) > 0 {
			apart = loose
		}
	}
	switch {
	case d.Cmp(apart) > 0:
		out.State = Differ
	case d.Cmp(new(big.Float).Mul(tol, big.NewFloat(10))) > 0:
		if b.Proven {
			out.Why = fmt.Sprintf("the two values differ by %s, within a thousand times their error bound %s: too close to call", d.Text('g', 3), tol.Text('g', 3))
		} else {
			out.Why = fmt.Sprintf("the two values differ by %s, more than their error bound %s but not by a thousand times it and %s of their size, and the error of the value found is not proven: too close to call", d.Text('g', 3), tol.Text('g', 3), new(big.Float).Quo(apart, scale).Text('g', 3))
		}
	case digits < need && need == scaleNeed:
		out.Why = fmt.Sprintf("they agree to the %d digits the value is known to, but a term of size 10^±%d met in computing them asks for %d", digits, max(found.Scale(), ans.Scale()), need)
	case digits < need:
		out.Why = fmt.Sprintf("they agree to the %d digits the value is known to, but the answer asks for %d digits (%d needed)", digits, out.Demand, need)
	default:
		out.State = Same
	}
	out.Near = out.State == Unsure && (d.Cmp(new(big.Float).Mul(scale, eqTol)) <= 0 || d.Cmp(new(big.Float).Mul(tol, big.NewFloat(10))) <= 0)
	return out
}

// calcApart is the relative difference beyond which a value computed
// numerically at a sample point (a limit, an integral, a derivative)
// differs from the answer's: its error estimate is not a proven bound.
var CalcApart = big.NewFloat(1e-8)

// decideCalc decides a value computed numerically with the error
// estimate est (not a proven bound) against the answer's value.
func DecideCalc(found cas.Value, est *big.Float, ans cas.Value, demand int) Equality {
	return decideCore(found, ans, ValueBounds{ErrFound: est, Demand: demand, Apart: CalcApart})
}

// minDigits is the weaker of two equalities for a note over several
// points: exact only when both are, else the fewer digits.
func MinDigits(acc, eq Equality) Equality {
	switch {
	case eq.Exact:
		return acc
	case acc.Exact || eq.Digits < acc.Digits:
		acc.Exact, acc.Digits = false, eq.Digits
	}
	return acc
}

// equalText says how several agreements were decided: "equal exactly"
// when digits is 0 (every one exact), else to the fewest digits.
func EqualText(digits int) string {
	return Equality{Exact: digits == 0, Digits: digits}.Text()
}

// partsErr undoes evalCalcHow's scaling of its error estimate by |v| (when
// |v| > 1): the sum of the estimates of the calculus parts, the error a
// sum of them has.
func PartsErr(est *big.Float, v cas.Value) *big.Float {
	if est == nil {
		return nil
	}
	s := new(big.Float).Abs(v.Float(PrecBits))
	if s.Cmp(big.NewFloat(1)) <= 0 {
		return est
	}
	return new(big.Float).SetPrec(PrecBits).Quo(est, s)
}

// exactEquality is the decision between two rationals: same or differ,
// with the difference, "equal exactly".
func ExactEquality(out Equality, found, ans *big.Rat) Equality {
	out.Exact = true
	out.Diff = new(big.Float).SetPrec(PrecBits).SetRat(new(big.Rat).Sub(found, ans))
	out.Diff.Abs(out.Diff)
	out.State = Differ
	if found.Cmp(ans) == 0 {
		out.State = Same
	}
	return out
}
