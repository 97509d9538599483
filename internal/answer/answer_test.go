package answer

import (
	"math/big"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

func parse(t *testing.T, s string) ast.Expr {
	t.Helper()
	e, err := latex.ParseExpr(s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return e
}

func TestFreeVars(t *testing.T) {
	cases := []struct {
		src  string
		want []string
	}{
		{`y + x^2 + y`, []string{"y", "x"}},
		{`\sum_{k=1}^{n} k^2`, []string{"n"}},
		{`\lim_{x \to a} \frac{\sin x}{x}`, []string{"a"}},
		{`\int_0^{b} t\,dt`, []string{"b"}},
		{`\int x^2\,dx`, []string{"x"}}, // an antiderivative is a function of x
		{`\frac{d}{dx} x^3`, []string{"x"}},
		{`\sin(\pi k) + 2`, []string{"k"}},
		{`3`, nil},
	}
	for _, c := range cases {
		got := FreeVars(parse(t, c.src))
		if !slices.Equal(got, c.want) {
			t.Errorf("FreeVars(%s) = %q, want %q", c.src, got, c.want)
		}
	}
	if got := SortedFreeVars(parse(t, `\sum_{k=a}^{n} k x + \sin(\alpha x)`)); !slices.Equal(got, []string{"a", "alpha", "n", "x"}) {
		t.Errorf("SortedFreeVars = %q", got)
	}
	if got := SortedFreeVars(parse(t, `y + x`)); !slices.Equal(got, []string{"x", "y"}) {
		t.Errorf("SortedFreeVars = %q", got)
	}
	if got := Union([]string{"a", "b"}, []string{"b", "c"}); !slices.Equal(got, []string{"a", "b", "c"}) {
		t.Errorf("Union = %q", got)
	}
}

func TestIntParams(t *testing.T) {
	for _, v := range []string{"k", "n", "m", "q", "r", "z", "N", "K", "k_1", "n_{2}"} {
		if !IsIntParam(v) {
			t.Errorf("%s is an integer parameter", v)
		}
	}
	for _, v := range []string{"x", "y", "a", "b", "A", "alpha"} {
		if IsIntParam(v) {
			t.Errorf("%s is not an integer parameter", v)
		}
	}
}

func TestExpandPM(t *testing.T) {
	if n := len(ExpandPM(parse(t, `1 \pm \sqrt{2}`))); n != 2 {
		t.Errorf("one ±: %d alternatives", n)
	}
	if n := len(ExpandPM(parse(t, `\pm 1 \pm 2 \mp 3`))); n != 8 {
		t.Errorf("three signs: %d alternatives", n)
	}
	if n := len(ExpandPM(parse(t, `1\pm2\pm3\pm4\pm5\pm6\pm7\pm8`))); n != MaxAlternatives {
		t.Errorf("seven signs: %d alternatives, want the cap %d", n, MaxAlternatives)
	}
	if n := len(ExpandPM(parse(t, `x^2+1`))); n != 1 {
		t.Errorf("no sign: %d alternatives", n)
	}
}

func TestApply(t *testing.T) {
	cases := []struct {
		in   string
		c    Convention
		want string
	}{
		{`10{,}000`, Western, `10000`},
		{`1{,}000{,}000`, Western, `1000000`},
		{`16,\!386.20`, Western, `16386.20`},
		{`7,425,000`, Western, `7425000`},
		{`1,000.99$`, Western, `1000.99$`},
		{`-2,1`, Western, `-2, 1`},
		{`1,2,3`, Western, `1, 2, 3`},
		{`0,111`, Western, `0, 111`},
		{`0{,}5`, DecimalComma, `0.5`},
		{`7,1`, DecimalComma, `7,1`}, // the splitter's decimal-comma rule decides
		{`0{,}5`, Auto, `0{,}5`},
	}
	for _, c := range cases {
		if got := Apply(c.in, c.c); got != c.want {
			t.Errorf("Apply(%q, %v) = %q, want %q", c.in, c.c, got, c.want)
		}
	}
	for _, s := range []string{"auto", "western", "decimal-comma"} {
		c, err := ParseConvention(s)
		if err != nil || c.String() != s {
			t.Errorf("ParseConvention(%q) = %v, %v", s, c, err)
		}
	}
	if _, err := ParseConvention("russian"); err == nil {
		t.Error("unknown convention accepted")
	}
}

func TestRoundedEq(t *testing.T) {
	r := func(s string) *big.Rat { x, _ := new(big.Rat).SetString(s); return x }
	cases := []struct {
		ref, cand string
		want      bool // the reference the rounding of the candidate
		approx    bool // the candidate the rounding of the reference, an approximation asked
	}{
		{"0.0833333333333333", "1/12", true, true},
		{"2.6667", "8/3", true, true},
		{"0.33", "1/3", true, true},
		{"0.3", "1/3", false, false},   // one digit: not a rounding we accept
		{"0.334", "1/3", false, false}, // more than half a unit off
		{"1.99", "2", false, false},    // 2 needs no rounding
		{"16386.20", "16386.17", false, false},
		{"2.62", "21/8", false, false}, // 2.625 rounds to 2.63
		{"2.63", "21/8", true, true},
	}
	for _, c := range cases {
		if got := RoundingEq(r(c.ref), r(c.cand), Decimals(c.ref), Decimals(c.cand), false); got != c.want {
			t.Errorf("RoundingEq(%s, %s) = %v", c.ref, c.cand, got)
		}
		// A rounded candidate for an exact reference: only where an
		// approximation is asked.
		if RoundingEq(r(c.cand), r(c.ref), Decimals(c.cand), Decimals(c.ref), false) {
			t.Errorf("RoundingEq(%s, %s) accepts a rounded candidate for an exact reference, no approximation asked", c.cand, c.ref)
		}
		if got := RoundingEq(r(c.cand), r(c.ref), Decimals(c.cand), Decimals(c.ref), true); got != c.approx {
			t.Errorf("RoundingEq(%s, %s, approximation asked) = %v", c.cand, c.ref, got)
		}
		// The scorer does not read the problem: either side may be the
		// rounding.
		if got := RoundedEq(r(c.cand), r(c.ref), Decimals(c.cand), Decimals(c.ref)); got != c.approx {
			t.Errorf("RoundedEq(%s, %s) = %v", c.cand, c.ref, got)
		}
	}
}

func TestRoundsTo(t *testing.T) {
	r := func(s string) *big.Rat {
		x, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("bad rational %q", s)
		}
		return x
	}
	cases := []struct {
		dec, unit, lo, hi string
		yes, decided      bool
	}{
		{"0.13", "0.01", "1/8", "1/8", true, true},                        // half-way: away from zero
		{"0.12", "0.01", "1/8", "1/8", false, true},                       // the half-way case
		{"-0.13", "0.01", "-1/8", "-1/8", true, true},                     // negative half-way
		{"0.12", "0.01", "0.125000000001", "0.125000000002", false, true}, // 1/8 + √2·10^-12
		{"0.13", "0.01", "0.125000000001", "0.125000000002", true, true},
		{"2.62", "0.01", "21/8", "21/8", false, true}, // 2.625 rounds to 2.63
		{"2.63", "0.01", "21/8", "21/8", true, true},
		{"9.38", "0.01", "9.3808", "9.3809", true, true},
		{"0.13", "0.01", "0.1249", "0.1251", false, false}, // straddles 0.125
		{"0", "1", "-0.4", "0.4", true, true},
		{"0", "1", "0.5", "0.5", false, true},
	}
	for _, c := range cases {
		yes, decided := RoundsTo(r(c.dec), r(c.unit), r(c.lo), r(c.hi))
		if yes != c.yes || decided != c.decided {
			t.Errorf("RoundsTo(%s, %s, [%s, %s]) = %v, %v, want %v, %v", c.dec, c.unit, c.lo, c.hi, yes, decided, c.yes, c.decided)
		}
	}
	if RoundingStands(false, false) || !RoundingStands(true, false) || !RoundingStands(false, true) {
		t.Error("RoundingStands: a rounding stands only where an approximation is asked or the reference is rounded")
	}
}
