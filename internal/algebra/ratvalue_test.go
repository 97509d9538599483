package algebra

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestRatValue: closed rational formulas are evaluated exactly; roots,
// constants, division by zero and powers past the bound are errors.
func TestRatValue(t *testing.T) {
	cases := []struct {
		src, want string // want "" for an error
	}{
		{`\frac{3 \cdot 2 - 2}{2 - 4}`, "-2"},
		{`(-2)^{-3} + 0.5`, "3/8"},
		{`\left|-\frac{7}{3}\right|`, "7/3"},
		{`2^{10} - 1000`, "24"},
		{`\sqrt{5}`, ""},
		{`\pi`, ""},
		{`1/(2-2)`, ""},
		{`0^{-1}`, ""},
		{`2^{2^{20}}`, ""},
		{`2^{\frac{1}{2}}`, ""},
	}
	for _, c := range cases {
		e, err := latex.ParseExpr(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		v, err := RatValue(e)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s: got %s, want an error", c.src, v.RatString())
		case c.want != "" && (err != nil || v.RatString() != c.want):
			t.Errorf("%s: got %v (%v), want %s", c.src, v, err, c.want)
		}
	}
}

// TestRatValueRoots: a root is exact only of an exact power.
func TestRatValueRoots(t *testing.T) {
	cases := []struct{ src, want string }{
		{`\sqrt{\frac{9}{4}}`, "3/2"},
		{`-\sqrt[3]{512}`, "-8"},
		{`\sqrt[3]{-8}`, "-2"},
		{`\sqrt[5]{3^{10}}`, "9"},
		{`\sqrt{2}`, ""},
		{`\sqrt{-4}`, ""},
		{`\sqrt[4]{80}`, ""},
		{`\sqrt{99980001}`, "9999"},
		{`\sqrt{99980000}`, ""},
	}
	for _, c := range cases {
		e, err := latex.ParseExpr(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		v, err := RatValue(e)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("%s: got %s, want an error", c.src, v.RatString())
		case c.want != "" && (err != nil || v.RatString() != c.want):
			t.Errorf("%s: got %v (%v), want %s", c.src, v, err, c.want)
		}
	}
}
