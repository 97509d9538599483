package solve

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestSameMod: a residue of a family matches a root modulo 2π through
// decideUnbounded: π/6 and π/6+2π are the same class, 5π/6 is apart; a
// residue off by 10^-40 or e^-100 is unsure (never matched), and one off
// by 10^-20, below diffTol, is unsure too: the residues carry no proven
// bound, so they are never told apart below 1e-12.
func TestSameMod(t *testing.T) {
	c := &checker{decide.NewChecker(context.Background(), decide.Options{Seed: 1})}
	val := func(src string) cas.Value {
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
	twoPi := val(`2\pi`)
	for _, tc := range []struct {
		a, b   string
		demand int
		want   decide.CmpState
	}{
		{`\frac{\pi}{6}`, `\frac{\pi}{6}`, 2, decide.Same},
		{`\frac{13\pi}{6}`, `\frac{\pi}{6}`, 3, decide.Same},
		{`\frac{\pi}{6}`, `-\frac{23\pi}{6}`, 3, decide.Same},
		{`\frac{\pi}{6}`, `\frac{5\pi}{6}`, 2, decide.Differ},
		{`\frac{\pi}{6}+10^{-40}`, `\frac{\pi}{6}`, 46, decide.Unsure},
		{`\frac{\pi}{6}+e^{-100}`, `\frac{\pi}{6}`, 49, decide.Unsure},
		{`\frac{\pi}{6}+10^{-20}`, `\frac{\pi}{6}`, 26, decide.Unsure},
		{`\frac{\pi}{6}+10^{-6}`, `\frac{\pi}{6}`, 10, decide.Differ},
	} {
		if got := c.sameMod(val(tc.a), val(tc.b), twoPi, tc.demand); got != tc.want {
			t.Errorf("sameMod(%s, %s) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
