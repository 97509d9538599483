package algebra

import (
	"errors"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

func laurentOf(t *testing.T, src string, vars ...string) (Laurent, error) {
	t.Helper()
	e, err := latex.ParseExpr(src)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	set := map[string]bool{}
	for _, v := range vars {
		set[v] = true
	}
	return LaurentOf(e, set)
}

// TestLaurentCoefficients: binomial and multinomial coefficients, with
// 1/x and √x, read off the exact expansion.
func TestLaurentCoefficients(t *testing.T) {
	for _, c := range []struct {
		src  string
		vars []string
		mono map[string]int64
		want string
	}{
		{`\left(x+\frac{1}{x}\right)^6`, []string{"x"}, map[string]int64{"x": 2}, "15"},
		{`\left(\sqrt{x}+\dfrac5x\right)^{9}`, []string{"x"}, map[string]int64{}, "10500"},
		{`(x+y+z)^8`, []string{"x", "y", "z"}, map[string]int64{"x": 3, "y": 3, "z": 2}, "560"},
		{`\left(\frac{3}{5}x-\frac{y}{2}\right)^8`, []string{"x", "y"}, map[string]int64{"x": 2, "y": 6}, "63/400"},
		{`(x-1)^9`, []string{"x"}, map[string]int64{"x": 8}, "-9"},
	} {
		p, err := laurentOf(t, c.src, c.vars...)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		exps := map[string]*big.Rat{}
		for v, e := range c.mono {
			exps[v] = big.NewRat(e, 1)
		}
		got, dep := p.Coefficient(exps, c.vars)
		if dep || got.RatString() != c.want {
			t.Errorf("%s: coefficient of %v = %s (depends %v), want %s", c.src, c.mono, got.RatString(), dep, c.want)
		}
	}
}

// TestLaurentRefuses: the square root of a square is |x| (not expanded),
// a letter that is not a variable is an error, and a large expansion stops
// at the bounds.
func TestLaurentRefuses(t *testing.T) {
	if _, err := laurentOf(t, `\sqrt{x^2}`, "x"); err == nil {
		t.Errorf(`\sqrt{x^2} expanded; it is |x|`)
	}
	if _, err := laurentOf(t, `(x+\pi)^2`, "x"); err == nil {
		t.Errorf(`(x+\pi)^2 expanded over the rationals`)
	}
	if _, err := laurentOf(t, `(x+y+z+w)^{60}`, "x", "y", "z", "w"); !errors.Is(err, ErrLaurentBound) {
		t.Errorf("(x+y+z+w)^60: got %v, want the size bound", err)
	}
}

// TestRealSolutionCount: the real solutions of N/D = 0 are the real roots
// of N that are not roots of D.
func TestRealSolutionCount(t *testing.T) {
	for _, c := range []struct {
		l, r     string
		n        int
		infinite bool
	}{
		{`x^{2} -8x + 16`, `0`, 1, false},
		{`3x^{2}+3x+3`, `0`, 0, false},
		{`4(x+1)`, `4x`, 0, false},
		{`4(x+1)`, `4x+4`, 0, true},
		{`\frac{x^2-1}{x-1}`, `0`, 1, false}, // x = 1 is not in the domain
	} {
		le, _ := latex.ParseExpr(c.l)
		re, _ := latex.ParseExpr(c.r)
		vars := map[string]bool{"x": true}
		l, err1 := LFracOf(le, vars)
		r, err2 := LFracOf(re, vars)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s = %s: %v %v", c.l, c.r, err1, err2)
		}
		d, err := l.Sub(r)
		if err != nil {
			t.Fatal(err)
		}
		n, inf, ok := d.RealSolutionCount("x")
		if !ok || n != c.n || inf != c.infinite {
			t.Errorf("%s = %s: %d solutions (infinite %v, ok %v), want %d (infinite %v)", c.l, c.r, n, inf, ok, c.n, c.infinite)
		}
	}
}
