package solve

import (
	"context"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/algebra"
	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestRootClaimed: a recomputed root is matched with a claimed one only
// when proven (rootMatch, to the digits the claimed value asks for): √2
// isolated to 2^-130 is √2, not 1.5; √2+10^-40 and √2+e^-100 are neither
// (unsure: the row stays undecided); the rational root 2 is 2 exactly,
// and 2+e^{-100} is not told from it; a float root (log_B u) is 2/3 to 40
// digits, while 2/3+10^{-40} asks for more.
func TestRootClaimed(t *testing.T) {
	c := &checker{decide.NewChecker(context.Background(), decide.Options{Seed: 1})}
	sqrt2 := algebra.RealRoots(algebra.Poly{big.NewRat(-2, 1), big.NewRat(0, 1), big.NewRat(1, 1)})[1]
	two := algebra.RealRoot{Exact: big.NewRat(2, 1)}
	third, _ := new(big.Float).SetPrec(decide.PrecBits).Quo(big.NewFloat(2), big.NewFloat(3)).Rat(nil)
	float := algebra.RealRoot{Lo: third, Hi: third}
	for _, tc := range []struct {
		name  string
		r     algebra.RealRoot
		claim string
		want  decide.CmpState
	}{
		{"√2", sqrt2, `\sqrt{2}`, decide.Same},
		{"√2", sqrt2, `\frac{2}{\sqrt{2}}`, decide.Same},
		{"√2", sqrt2, `1.5`, decide.Differ},
		{"√2", sqrt2, `\sqrt{2}+10^{-20}`, decide.Differ},
		{"√2", sqrt2, `\sqrt{2}+10^{-40}`, decide.Unsure},
		{"√2", sqrt2, `\sqrt{2}+e^{-100}`, decide.Unsure},
		{"2", two, `2`, decide.Same},
		{"2", two, `\sqrt{4}`, decide.Same},
		{"2", two, `3`, decide.Differ},
		{"2", two, `2+e^{-100}`, decide.Unsure},
		{"2/3 (float)", float, `\frac{2}{3}`, decide.Same},
		{"2/3 (float)", float, `\frac{2}{3}+10^{-40}`, decide.Unsure},
		{"2/3 (float)", float, `\frac{2}{3}+10^{-20}`, decide.Differ},
	} {
		e, err := latex.ParseExpr(tc.claim)
		if err != nil {
			t.Fatal(err)
		}
		v, err := c.Eval(e, cas.Env{})
		if err != nil {
			t.Fatal(err)
		}
		got := c.rootClaimed(tc.r, []Claimed{{E: e, Src: tc.claim, Value: v, HasVal: true}})
		if got != tc.want {
			t.Errorf("root %s, claimed %s: got %v, want %v", tc.name, tc.claim, got, tc.want)
		}
	}
}
