package decide

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestHiCompare: the re-check at hiPrecBits decides through numericCore.
// With the evaluator's proven bound (hiEqTol) 1 and 1+e^{-100} differ, √2
// and 2/√2 are the same; with a numeric derivative's estimate (1e-120,
// not proven) the same pair 1 and 1+e^{-100} is unsure (never apart below
// diffTol), and 1 and 1.001 differ. Same also needs the difference at
// precBits to have shrunk like a rounding error.
func TestHiCompare(t *testing.T) {
	lo := NewChecker(context.Background(), Options{Seed: 1})
	hi := lo.HiChecker()
	val := func(c *Checker, src string) cas.Value {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		v, err := c.Eval(e, cas.Env{})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		l, r   string
		proven bool
		want   CmpState
	}{
		{`\sqrt{2}`, `\frac{2}{\sqrt{2}}`, true, Same},
		{`1+e^{-100}`, `1`, true, Differ},
		{`\pi+10^{-250}`, `\pi`, true, Differ},
		{`\sqrt{2}`, `\frac{2}{\sqrt{2}}`, false, Same},
		{`1+e^{-100}`, `1`, false, Unsure},
		{`1.001`, `1`, false, Differ},
	} {
		errRel := HiEqTol
		if !tc.proven {
			errRel = MustFloat("1e-120") // a first derivative's estimate at hiPrecBits
		}
		l0, r0 := val(lo, tc.l), val(lo, tc.r) // at precBits
		l, r := val(hi, tc.l), val(hi, tc.r)
		if got := HiCompare(l, r, l0, r0, errRel, tc.proven, HiShrink).State; got != tc.want {
			t.Errorf("hiCompare(%s, %s, proven %v) = %v, want %v", tc.l, tc.r, tc.proven, got, tc.want)
		}
	}
}
