package given

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check/decide"
	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// TestTrigAtPi: a rational function of sin and cos at x = π, exactly.
func TestTrigAtPi(t *testing.T) {
	c := &checker{decide.NewChecker(t.Context(), decide.Options{Seed: 1})}
	parse := func(src string) ast.Expr {
		e, err := latex.ParseExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return e
	}
	for _, tc := range []struct {
		g    string
		want *big.Rat
	}{
		{`\cos 3x + \tan x`, big.NewRat(-1, 1)},
		{`\cos 2x - \sin 5x`, big.NewRat(1, 1)},
		{`\frac{1}{\sec x + 3}`, big.NewRat(1, 2)},
	} {
		if v, ok := c.trigAtPi(parse(tc.g), "x"); !ok || v.Cmp(tc.want) != 0 {
			t.Errorf("%s at π: got %v (ok=%v), want %s", tc.g, v, ok, tc.want.RatString())
		}
	}
	for _, g := range []string{`\cot x`, `\frac{1}{1+\cos x}`, `x \sin x`} {
		if v, ok := c.trigAtPi(parse(g), "x"); ok {
			t.Errorf("%s is not a rational value at π, but trigAtPi gave %s", g, v.RatString())
		}
	}
}
