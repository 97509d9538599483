package check

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
type valueBounds struct {
	// errFound and errAns are absolute error bounds of the two values;
	// nil: the evaluator's (lowDigits, or ansDigits for the answer,
	// relative to the scale) when the value is inexact, none when exact.
	errFound, errAns *big.Float
	ansDigits        int        // the digits the answer's evaluation is trusted to (0: lowDigits)
	scale            *big.Float // the size of the terms the values come from (nil: 1)
	demand           int        // the digits the answer asks for (answerDigits)
	// proven: the bounds are proven, the values differ beyond a thousand
	// times them; else they differ only beyond apart (relative; nil:
	// diffTol) as well.
	proven bool
	apart  *big.Float
}

// decideValues decides whether the value found (absolute error bound
// errFound; nil when exact or known to the evaluator's precision) equals
// the answer's value ans, whose expression asks for demand digits.
func decideValues(found cas.Value, errFound *big.Float, ans cas.Value, demand int) equality {
	return decideCore(found, ans, valueBounds{errFound: errFound, demand: demand, proven: true})
}

// decideUnbounded is decideValues for a caller that cannot bound the
// error of its values beyond the evaluator's promise; scale is the size of
// the terms they come from (nil: the values themselves).
func decideUnbounded(found, ans cas.Value, scale *big.Float, demand int) equality {
	return decideCore(found, ans, valueBounds{scale: scale, demand: demand})
}

// decideCore is the decision on two values: exact when both are rationals
// without error, else numericCore at precBits.
func decideCore(found, ans cas.Value, b valueBounds) equality {
	out := equality{state: unsure, demand: b.demand, ans: ans}
	fr, okF := found.Exact()
	ar, okA := ans.Exact()
	if okF && okA && isZeroErr(b.errFound) && isZeroErr(b.errAns) {
		return exactEquality(out, fr, ar)
	}
	return numericCore(out, found, ans, b, precBits, max(minEqualDigits, b.demand+equalGuard))
}

func isZeroErr(e *big.Float) bool { return e == nil || e.Sign() == 0 }

// numericCore is the numerical step of every decision: the values agree
// to the digits of the sum of their errors (relative to the larger of
// them, 1 and the scale of their terms), are equal within ten times that
// sum when those digits reach need, and differ beyond a thousand times it
// (and beyond diffTol, or apart, relative when the bounds are not
// proven). A pair left unsure within the old band eqTol, or within the
// bound but short of the digits asked, is marked near: a caller that can
// re-evaluate at hiPrecBits re-checks it there.
func numericCore(out equality, found, ans cas.Value, b valueBounds, prec uint, need int) equality {
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
	tol := new(big.Float).SetPrec(prec)
	if b.errFound != nil {
		tol.Add(tol, new(big.Float).Abs(b.errFound))
	} else if !found.IsExact() {
		tol.Add(tol, tenPow(scale, -lowDigits))
	}
	if b.errAns != nil {
		tol.Add(tol, new(big.Float).Abs(b.errAns))
	} else if !ans.IsExact() {
		aDigits := b.ansDigits
		if aDigits == 0 {
			aDigits = lowDigits
		}
		tol.Add(tol, tenPow(scale, -aDigits))
	}
	if floor := tenPow(scale, -int(float64(prec)*math.Log10(2))+2); tol.Cmp(floor) < 0 {
		// The rounding of the values to prec bits: no bound finer than
		// the precision the difference is computed at.
		tol = floor
	}
	d := new(big.Float).SetPrec(prec).Sub(f, a)
	d.Abs(d)
	out.diff = d
	digits := 0
	if q, _ := new(big.Float).Quo(scale, tol).Float64(); q > 1 {
		digits = int(math.Floor(math.Log10(q)))
	}
	out.digits = digits
	apart := new(big.Float).Mul(tol, big.NewFloat(1000))
	if !b.proven {
		rel := diffTol
		if b.apart != nil {
			rel = b.apart
		}
		if loose := new(big.Float).Mul(scale, rel); loose.Cmp(apart) > 0 {
			apart = loose
		}
	}
	switch {
	case d.Cmp(apart) > 0:
		out.state = differ
	case d.Cmp(new(big.Float).Mul(tol, big.NewFloat(10))) > 0:
		if b.proven {
			out.why = fmt.Sprintf("the two values differ by %s, within a thousand times their error bound %s: too close to call", d.Text('g', 3), tol.Text('g', 3))
		} else {
			out.why = fmt.Sprintf("the two values differ by %s, more than their error bound %s but not by a thousand times it and %s of their size, and the error of the value found is not proven: too close to call", d.Text('g', 3), tol.Text('g', 3), new(big.Float).Quo(apart, scale).Text('g', 3))
		}
	case digits < need:
		out.why = fmt.Sprintf("they agree to the %d digits the value is known to, but the answer asks for %d digits (%d needed)", digits, out.demand, need)
	default:
		out.state = same
	}
	out.near = out.state == unsure && (d.Cmp(new(big.Float).Mul(scale, eqTol)) <= 0 || d.Cmp(new(big.Float).Mul(tol, big.NewFloat(10))) <= 0)
	return out
}

// calcApart is the relative difference beyond which a value computed
// numerically at a sample point (a limit, an integral, a derivative)
// differs from the answer's: its error estimate is not a proven bound.
var calcApart = big.NewFloat(1e-8)

// decideCalc decides a value computed numerically with the error
// estimate est (not a proven bound) against the answer's value.
func decideCalc(found cas.Value, est *big.Float, ans cas.Value, demand int) equality {
	return decideCore(found, ans, valueBounds{errFound: est, demand: demand, apart: calcApart})
}

// minDigits is the weaker of two equalities for a note over several
// points: exact only when both are, else the fewer digits.
func minDigits(acc, eq equality) equality {
	switch {
	case eq.exact:
		return acc
	case acc.exact || eq.digits < acc.digits:
		acc.exact, acc.digits = false, eq.digits
	}
	return acc
}

// equalText says how several agreements were decided: "equal exactly"
// when digits is 0 (every one exact), else to the fewest digits.
func equalText(digits int) string {
	return equality{exact: digits == 0, digits: digits}.text()
}

// partsErr undoes evalCalcHow's scaling of its error estimate by |v| (when
// |v| > 1): the sum of the estimates of the calculus parts, the error a
// sum of them has.
func partsErr(est *big.Float, v cas.Value) *big.Float {
	if est == nil {
		return nil
	}
	s := new(big.Float).Abs(v.Float(precBits))
	if s.Cmp(big.NewFloat(1)) <= 0 {
		return est
	}
	return new(big.Float).SetPrec(precBits).Quo(est, s)
}

// exactEquality is the decision between two rationals: same or differ,
// with the difference, "equal exactly".
func exactEquality(out equality, found, ans *big.Rat) equality {
	out.exact = true
	out.diff = new(big.Float).SetPrec(precBits).SetRat(new(big.Rat).Sub(found, ans))
	out.diff.Abs(out.diff)
	out.state = differ
	if found.Cmp(ans) == 0 {
		out.state = same
	}
	return out
}
