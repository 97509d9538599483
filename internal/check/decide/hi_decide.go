package decide

import (
	"math/big"

	"github.com/dgnpipe/dgnpipe/internal/cas"
)

// hiDecide is the decision on two values found at hiPrecBits (the
// re-checks of a tentative equality, hiCompare): numericCore at
// hiPrecBits, each value bounded by errRel relative to max(1, |lv|, |rv|).
// With a proven bound (the evaluator's promise, hiEqTol) the values differ
// beyond a thousand times the bounds (decideValues); with an estimate (a
// numeric derivative's step), only beyond diffTol as well
// (decideUnbounded: never below 1e-12).
func hiDecide(lv, rv cas.Value, errRel *big.Float, proven bool) Equality {
	scale := new(big.Float).SetPrec(HiPrecBits).SetInt64(1)
	for _, v := range []cas.Value{lv, rv} {
		if a := new(big.Float).Abs(v.Float(HiPrecBits)); a.Cmp(scale) > 0 {
			scale = a
		}
	}
	bound := new(big.Float).SetPrec(HiPrecBits).Mul(scale, errRel)
	// A value with a proven radius is bounded by it (NumericCore reads
	// it); others by errRel.
	var errFound, errAns *big.Float
	if _, ok := lv.Radius(); !lv.IsExact() && !ok {
		errFound = bound
	}
	if _, ok := rv.Radius(); !rv.IsExact() && !ok {
		errAns = bound
	}
	b := ValueBounds{ErrFound: errFound, errAns: errAns, AnsDigits: HiDigits, Proven: proven}
	return NumericCore(Equality{State: Unsure}, lv, rv, b, HiPrecBits, MinEqualDigits)
}
