package cas

import (
	"errors"
	"math/big"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

func TestParseValue(t *testing.T) {
	cases := []struct{ in, want string }{
		{"12", "12"}, {"-3/4", "-3/4"}, {"2.5", "5/2"}, {"2,5", "5/2"}, {"1e-3", "1/1000"},
		{"1.5E+3", "1500"}, {"0.(3)", "1/3"}, {"-0.1(6)", "-1/6"}, {"+7", "7"}, {".5", "1/2"},
		{"1/0.(3)", "3"},
	}
	for _, tc := range cases {
		v, err := ParseValue(tc.in)
		if err != nil || v.RatString() != tc.want {
			t.Errorf("ParseValue(%q) = %v, %v; want %s", tc.in, v, err, tc.want)
		}
	}
	for _, bad := range []string{"", "abc", "1e", "1e99999", "0.(", "1/0", "--1", "1.2.3", "0.()"} {
		if v, err := ParseValue(bad); err == nil {
			t.Errorf("ParseValue(%q) = %v, want an error", bad, v)
		}
	}
	if _, err := ParseValue("1e100000"); !errors.Is(err, ErrLimit) {
		t.Errorf("huge exponent: %v, want ErrLimit", err)
	}
}

func TestText(t *testing.T) {
	c := New()
	third, _ := c.Div(Int(1), Int(3))
	cases := []struct {
		v      Value
		digits int
		want   string
	}{
		{Int(8), 30, "8"},
		{Int(-123456), 3, "-1.23e+05"},
		{third, 5, "0.33333"},
		{Rat(big.NewRat(3, 4)), 30, "0.75"},
		{c.PiTimes(big.NewRat(1, 1)), 10, "3.141592654"},
	}
	for _, tc := range cases {
		if got := tc.v.Text(tc.digits); got != tc.want {
			t.Errorf("Text(%v, %d) = %q, want %q", tc.v, tc.digits, got, tc.want)
		}
	}
}

func TestCompare(t *testing.T) {
	c := New()
	sqrt2, _ := c.Sqrt(Int(2))
	two, _ := c.Mul(sqrt2, sqrt2)
	if c.Cmp(Int(1), Rat(big.NewRat(1, 1))) != 0 || c.Cmp(Int(1), Int(2)) != -1 {
		t.Error("exact Cmp")
	}
	if !c.Near(two, Int(2), 1e-40, 0) {
		t.Errorf("sqrt2^2 = %v is not near 2", two)
	}
	if c.Near(Int(2), Rat(big.NewRat(2000001, 1000000)), 1e-7, 0) {
		t.Error("2 near 2.000001 at 1e-7")
	}
	if !c.Near(Int(2), Rat(big.NewRat(2000001, 1000000)), 1e-6, 0) {
		t.Error("2 not near 2.000001 at 1e-6")
	}
	if !c.Near(Int(0), Rat(big.NewRat(1, 1e10)), 1e-6, 1e-9) || c.Near(Int(0), Rat(big.NewRat(1, 1e8)), 1e-6, 1e-9) {
		t.Error("absolute tolerance")
	}
	if c.Near(Int(1), Rat(big.NewRat(1000000000001, 1e12)), 0, 0) {
		t.Error("zero tolerance is equality")
	}
	d, _ := c.Sub(two, Int(2))
	if !c.IsZero(d, 1e-60) || c.IsZero(Rat(big.NewRat(1, 1e15)), 1e-9) {
		t.Error("IsZero")
	}
	sin, _ := c.Apply(ast.Sin, Int(1))
	if c.Cmp(sin, Rat(big.NewRat(84147098, 1e8))) != 1 || c.Cmp(sin, Rat(big.NewRat(84147099, 1e8))) != -1 {
		t.Errorf("inexact Cmp: sin 1 = %v", sin)
	}
}

func TestPowExactness(t *testing.T) {
	c := New()
	q := func(a, b int64) Value { return Rat(big.NewRat(a, b)) }
	cases := []struct {
		a, b Value
		want string // "" = inexact
	}{
		{Int(8), q(1, 3), "2"},
		{Int(4), q(-1, 2), "1/2"},
		{q(9, 4), q(1, 2), "3/2"},
		{q(27, 8), q(2, 3), "9/4"},
		{Int(2), q(1, 2), ""},
		{Int(-2), Int(3), "-8"},
		{Int(-1), Int(1 << 62), "1"},
		{q(1, 2), Int(-10), "1024"},
		{Int(0), q(1, 2), "0"},
	}
	for _, tc := range cases {
		v, err := c.Pow(tc.a, tc.b)
		if err != nil {
			t.Errorf("%v^%v: %v", tc.a, tc.b, err)
			continue
		}
		if got := v.RatString(); got != tc.want {
			t.Errorf("%v^%v = %v, want %q", tc.a, tc.b, v, tc.want)
		}
	}
	// Inexact base, integer exponent.
	s, _ := c.Sqrt(Int(3))
	v, _ := c.Pow(s, Int(4))
	if !c.Near(v, Int(9), 1e-70, 0) {
		t.Errorf("sqrt3^4 = %v", v)
	}
	v, _ = c.Pow(s, Int(-2))
	if !c.Near(v, q(1, 3), 1e-70, 0) {
		t.Errorf("sqrt3^-2 = %v", v)
	}
	// Odd root of a negative number is real; the power form is not.
	if v, err := c.Root(Int(-8), Int(3)); err != nil || v.RatString() != "-2" {
		t.Errorf("cbrt(-8) = %v, %v", v, err)
	}
	if v, err := c.Root(Int(-2), Int(3)); err != nil || !c.Near(v, Rat(big.NewRat(-125992104989, 1e11)), 1e-11, 0) {
		t.Errorf("cbrt(-2) = %v, %v", v, err)
	}
}

func TestLogExactness(t *testing.T) {
	c := New()
	cases := []struct {
		b, x Value
		want string
	}{
		{Int(10), Int(1000), "3"},
		{Int(10), Rat(big.NewRat(1, 100)), "-2"},
		{Int(2), Int(8), "3"},
		{Int(8), Int(4), "2/3"},
		{Rat(big.NewRat(1, 3)), Int(9), "-2"},
		{Int(4), Int(2), "1/2"},
		{Int(7), Int(1), "0"},
		{Int(2), Int(3), ""},
	}
	for _, tc := range cases {
		v, err := c.LogBase(tc.b, tc.x)
		if err != nil || v.RatString() != tc.want {
			t.Errorf("log_%v %v = %v, %v; want %q", tc.b, tc.x, v, err, tc.want)
		}
	}
}
