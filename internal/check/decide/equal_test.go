package decide

import (
	"math/big"
	"regexp"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/statement"
)

// TestDecideValues: the value-level decision. Exact values are decided
// exactly; an inexact pair is equal within its error and the digits
// asked; a proven bound refutes beyond a thousand times it, an unproven
// one only beyond diffTol (unsure in between, near where a re-check at
// hiPrecBits may decide).
func TestDecideValues(t *testing.T) {
	sqrt2 := cas.Float(new(big.Float).SetPrec(PrecBits).Sqrt(new(big.Float).SetPrec(PrecBits).SetInt64(2)))
	off := func(v cas.Value, rel string) cas.Value {
		d, _, _ := big.ParseFloat(rel, 10, PrecBits, big.ToNearestEven)
		f := v.Float(PrecBits)
		return cas.Float(f.Add(f, d.Mul(d, f)))
	}
	type want struct {
		state CmpState
		exact bool
		near  bool
	}
	for _, c := range []struct {
		name  string
		got   Equality
		want  want
		digit int // least digits of an equality (0: not checked)
	}{
		{"1/2 = 1/2", DecideValues(cas.Rat(big.NewRat(1, 2)), nil, cas.Rat(big.NewRat(2, 4)), 1), want{Same, true, false}, 0},
		{"1/2 ≠ 1/2 + 10^-60", DecideValues(cas.Rat(big.NewRat(1, 2)), nil, cas.Rat(new(big.Rat).Add(big.NewRat(1, 2), statement.Pow10(-60))), 1), want{Differ, true, false}, 0},
		{"√2 = √2", DecideValues(sqrt2, nil, sqrt2, 1), want{Same, false, false}, 39},
		{"√2 ≠ √2(1+10^-30), proven", DecideValues(sqrt2, nil, off(sqrt2, "1e-30"), 1), want{Differ, false, false}, 0},
		{"√2 vs √2(1+10^-30), unproven: near", DecideUnbounded(sqrt2, off(sqrt2, "1e-30"), nil, 1), want{Unsure, false, true}, 0},
		{"√2 vs √2(1+10^-20), unproven: unsure", DecideUnbounded(sqrt2, off(sqrt2, "1e-20"), nil, 1), want{Unsure, false, false}, 0},
		{"√2 ≠ √2(1+10^-9), unproven", DecideUnbounded(sqrt2, off(sqrt2, "1e-9"), nil, 1), want{Differ, false, false}, 0},
		{"√2 vs √2(1+10^-41) asking 45 digits", DecideValues(sqrt2, nil, off(sqrt2, "1e-41"), 45), want{Unsure, false, true}, 0},
		{"√2 vs √2 with error 10^-25 asking 30 digits", DecideValues(sqrt2, big.NewFloat(1e-25), sqrt2, 30), want{Unsure, false, true}, 0},
		{"a calculus value within its estimate", DecideCalc(sqrt2, big.NewFloat(1e-30), off(sqrt2, "1e-31"), 1), want{Same, false, false}, 29},
		{"a calculus value 10^-10 off: within 1e-8, unsure", DecideCalc(sqrt2, big.NewFloat(1e-30), off(sqrt2, "1e-10"), 1), want{Unsure, false, false}, 0},
	} {
		g := c.got
		if g.State != c.want.state || g.Exact != c.want.exact || g.Near != c.want.near {
			t.Errorf("%s: got state %d exact %v near %v (%s), want %+v", c.name, g.State, g.Exact, g.Near, g.Why, c.want)
		}
		if c.digit > 0 && g.Digits < c.digit {
			t.Errorf("%s: equal to %d digits, want at least %d", c.name, g.Digits, c.digit)
		}
		if g.State == Same && !regexp.MustCompile(`equal (exactly|to \d+ digits, numerically)`).MatchString(g.Text()) {
			t.Errorf("%s: text %q", c.name, g.Text())
		}
	}
	// compare is the same decision.
	if Compare(sqrt2, off(sqrt2, "1e-30")) != Unsure || Compare(sqrt2, sqrt2) != Same || Compare(sqrt2, off(sqrt2, "1e-9")) != Differ {
		t.Errorf("compare does not follow decideUnbounded")
	}
}
