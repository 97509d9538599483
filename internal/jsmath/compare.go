package jsmath

import (
	"fmt"
	"math/big"

	"github.com/cockroachdb/apd/v3"
)

// Comparison policy of leg 3.
const (
	// Exact is the printedDigits of a native value that is not a rounded
	// printed answer.
	Exact = -1
	// AgreeDigits is the relative agreement required between two unrounded
	// values: 30 significant digits, well inside math.js's 64 and the
	// native evaluator's working precision.
	AgreeDigits = 30
)

var (
	cmpCtx = apd.BaseContext.WithPrecision(100)
	// agreeTol is 10^-AgreeDigits, used relatively and, near zero, absolutely.
	agreeTol = apd.New(1, -AgreeDigits)
)

// CompareValues compares a value computed by math.js with a native one (the
// native evaluator's value, or a source answer).
//
// printedDigits >= 0 says that native is a rounded printed answer with that
// many digits after the decimal point ("0.98" for 0.97999…: 2); the values
// agree when they differ by at most half a unit in that place. Exact (or any
// negative) says native is not rounded; the values agree to AgreeDigits
// significant digits (relative), or absolutely to 10^-AgreeDigits when both
// are that close to zero.
//
// note says what was compared, for the verification note. A value that is
// not a decimal number never agrees.
func CompareValues(mathjs string, native string, printedDigits int) (agree bool, note string) {
	a, _, err := apd.NewFromString(mathjs)
	if err != nil || a.Form != apd.Finite {
		return false, fmt.Sprintf("math.js value %q is not a finite decimal", truncate(mathjs, 40))
	}
	b, _, err := apd.NewFromString(native)
	if err != nil || b.Form != apd.Finite {
		return false, fmt.Sprintf("native value %q is not a finite decimal", truncate(native, 40))
	}
	diff := new(apd.Decimal)
	cmpCtx.Sub(diff, a, b)
	diff.Abs(diff)
	if printedDigits >= 0 {
		// half a unit in the last printed place: 5 * 10^-(d+1)
		tol := apd.New(5, int32(-(printedDigits + 1)))
		if diff.Cmp(tol) <= 0 {
			return true, fmt.Sprintf("math.js %s rounds to the printed %s (within ±%s)", short(a), native, tol.Text('f'))
		}
		return false, fmt.Sprintf("math.js %s differs from the printed %s by %s (more than ±%s)", short(a), native, short(diff), tol.Text('f'))
	}
	// Relative to the larger magnitude; absolute near zero.
	scale := new(apd.Decimal)
	if a.CmpTotal(b) == 0 {
		return true, fmt.Sprintf("math.js and native agree exactly (%s)", short(a))
	}
	aa, bb := new(apd.Decimal).Abs(a), new(apd.Decimal).Abs(b)
	if aa.Cmp(bb) >= 0 {
		scale.Set(aa)
	} else {
		scale.Set(bb)
	}
	if scale.Cmp(apd.New(1, 0)) < 0 {
		scale.SetInt64(1) // absolute tolerance below magnitude 1
	}
	tol := new(apd.Decimal)
	cmpCtx.Mul(tol, scale, agreeTol)
	if diff.Cmp(tol) <= 0 {
		return true, fmt.Sprintf("math.js %s and native %s agree to %d significant digits", short(a), short(b), AgreeDigits)
	}
	rel := new(apd.Decimal)
	cmpCtx.Quo(rel, diff, scale)
	return false, fmt.Sprintf("math.js %s and native %s differ (relative difference %s)", short(a), short(b), short(rel))
}

// short prints a decimal with at most 12 significant digits for notes.
func short(d *apd.Decimal) string {
	c := apd.BaseContext.WithPrecision(12)
	r := new(apd.Decimal)
	c.Round(r, d)
	r.Reduce(r)
	return r.Text('G')
}

// CompareRounded says whether the decimal rounded is the correct rounding
// of value to unit (a positive power of ten or other unit): value lies
// within half a unit of rounded, the bound included. It is leg 1's
// rounding rule (decide.Comparison.Round) applied to decimals that math.js
// or leg 1 printed, so that a correct rounding is never a disagreement.
func CompareRounded(value, rounded string, unit *big.Rat) (bool, error) {
	a, _, err := apd.NewFromString(value)
	if err != nil || a.Form != apd.Finite {
		return false, fmt.Errorf("value %q is not a finite decimal", truncate(value, 40))
	}
	b, _, err := apd.NewFromString(rounded)
	if err != nil || b.Form != apd.Finite {
		return false, fmt.Errorf("rounded value %q is not a finite decimal", truncate(rounded, 40))
	}
	half, _, err := apd.NewFromString(new(big.Rat).Quo(unit, big.NewRat(2, 1)).FloatString(80))
	if err != nil || unit.Sign() <= 0 {
		return false, fmt.Errorf("rounding unit %s is not a positive number", unit.RatString())
	}
	diff := new(apd.Decimal)
	cmpCtx.Sub(diff, a, b)
	diff.Abs(diff)
	return diff.Cmp(half) <= 0, nil
}
