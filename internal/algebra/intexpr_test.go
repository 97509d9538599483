package algebra

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestIntValue: closed integer formulas are evaluated exactly, modulo m by
// modular exponentiation where the exact value is too large, and anything
// not an integer is an error.
func TestIntValue(t *testing.T) {
	cases := []struct {
		src, mod, want string // want "" = an error
	}{
		{`2^{10}-1`, "", "1023"},
		{`\frac{20 \cdot 21 \cdot 22}{7}`, "", "1320"},
		{`\frac{7}{2}`, "", ""},
		{`6!+(4!)^2`, "", "1296"},
		{`2.5`, "", ""},
		{`x+1`, "", ""},
		{`2^{-1}`, "", ""},
		{`0^0`, "", ""},
		{`(-1)^{10^{30}}`, "", "1"},
		{`2^{2^{40}}`, "", ""},
		{`2^{2^{40}}`, "1000", "136"},
		{`3^{3^{3^3}}`, "1000", "387"},
		{`100!`, "101", "100"},
		// Issue 42: sums and products over an integer range, term by term.
		{`\sum_{j=0}^{99}\left((1+j)^{3}\right)`, "", "25502500"},
		{`\sum_{j=0}^{2005}\left((1+j)!\right)`, "10", "3"},
		{`\prod_{j=0}^{9}\left(2+10j\right)`, "5", "4"},
		{`\sum_{j=0}^{20000}j`, "", ""},
		{`\sum_{j=0}^{9}\frac{j}{2}`, "", ""},
	}
	for _, c := range cases {
		e, err := latex.ParseExpr(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		var v *big.Int
		if c.mod == "" {
			v, err = IntValue(e)
		} else {
			m, _ := new(big.Int).SetString(c.mod, 10)
			v, err = IntMod(e, m)
		}
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s: got %s, want an error", c.src, v)
		case c.want != "" && (err != nil || v.String() != c.want):
			t.Errorf("%s mod %q: got %v (%v), want %s", c.src, c.mod, v, err, c.want)
		}
	}
}

// TestGcdLcmInts: gcd and lcm of positive integers; 0 and negatives are
// refused.
func TestGcdLcmInts(t *testing.T) {
	xs := []*big.Int{big.NewInt(14), big.NewInt(20), big.NewInt(35)}
	if g, err := GcdInts(xs); err != nil || g.Int64() != 1 {
		t.Errorf("gcd(14, 20, 35) = %v (%v), want 1", g, err)
	}
	if l, err := LcmInts(xs); err != nil || l.Int64() != 140 {
		t.Errorf("lcm(14, 20, 35) = %v (%v), want 140", l, err)
	}
	if _, err := GcdInts([]*big.Int{big.NewInt(0), big.NewInt(5)}); err == nil {
		t.Errorf("gcd(0, 5): want an error")
	}
}

// TestPolyRem: remainders in ℚ[x] modulo the divisor, with powers by
// squaring.
func TestPolyRem(t *testing.T) {
	cases := []struct{ p, b, want string }{
		{`x^{2015}+1`, `x^8 - x^6 + x^4 - x^2 + 1`, "-x^5 + 1"},
		{`(x+1)^{2010}`, `x^2+x+1`, "1"},
		{`x^{100}`, `(x+1)^3`, "4950x^2 + 9800x + 4851"},
		{`3x^4-4x^3+5x^2-13x+4`, `3x-2`, "-82/27"},
		{`x^{5}`, `2`, ""},
		{`x^{5}`, `\frac{1}{x}`, ""},
	}
	for _, c := range cases {
		pe, err1 := latex.ParseExpr(c.p)
		be, err2 := latex.ParseExpr(c.b)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s, %s: %v %v", c.p, c.b, err1, err2)
		}
		b, err := PolyIn(be, "x")
		var r Poly
		if err == nil {
			r, err = PolyRem(pe, "x", b)
		}
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s mod %s: got %s, want an error", c.p, c.b, PolyText(r, "x"))
		case c.want != "" && (err != nil || PolyText(r, "x") != c.want):
			t.Errorf("%s mod %s: got %s (%v), want %s", c.p, c.b, PolyText(r, "x"), err, c.want)
		}
	}
}

// TestIntFactorial: n! by binary splitting is the product 2·3·…·n, for
// small n, for n with thousands of digits, and a factorial past IntBits
// is refused.
func TestIntFactorial(t *testing.T) {
	for _, n := range []int64{0, 1, 2, 5, 20, 2006, 20000} {
		want := big.NewInt(1)
		for i := int64(2); i <= n; i++ {
			want.Mul(want, big.NewInt(i))
		}
		e, err := latex.ParseExpr(fmt.Sprintf("%d!", n))
		if err != nil {
			t.Fatal(err)
		}
		got, err := IntValue(e)
		if err != nil || got.Cmp(want) != 0 {
			t.Errorf("%d!: got %v (%v), want the product", n, got != nil && got.Cmp(want) == 0, err)
		}
	}
	e, _ := latex.ParseExpr("30000!")
	if _, err := IntValue(e); err == nil {
		t.Error("30000! (some 366,000 bits) was computed past IntBits")
	}
}
