package decide

import (
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
)

func TestRecomputedText(t *testing.T) {
	third := new(big.Float).SetPrec(PrecBits).Quo(Bf(32), Bf(3))
	noisy := new(big.Float).SetPrec(PrecBits).Add(third, Bf(1e-45))
	sqrt2 := new(big.Float).SetPrec(PrecBits).Sqrt(Bf(2))
	cases := []struct {
		v    cas.Value
		want string
	}{
		{cas.Rat(big.NewRat(43, 1)), "43"},
		{cas.Rat(big.NewRat(-7, 4)), `-\frac{7}{4}`},
		{cas.Float(noisy), `\frac{32}{3}`},
		{cas.Float(new(big.Float).SetPrec(PrecBits).Neg(third)), `-\frac{32}{3}`},
		{cas.Float(sqrt2), cas.Float(sqrt2).Text(25)}, // irrational: a decimal
	}
	for _, c := range cases {
		if got := RecomputedText(c.v); got != c.want {
			t.Errorf("recomputedText(%s) = %q, want %q", c.v.Text(30), got, c.want)
		}
	}
	// A value that is only close to a fraction at 1e-12 stays a decimal.
	near := new(big.Float).SetPrec(PrecBits).Add(third, Bf(1e-12))
	if got := RecomputedText(cas.Float(near)); got == `\frac{32}{3}` {
		t.Errorf("a value 1e-12 away from 32/3 was written as 32/3")
	}
}
