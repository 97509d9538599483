package statement

import (
	"strings"
	"testing"
)

// TestAlignDisplayParts: a display outside the dollars, or a formula
// that is one aligned environment, becomes one formula per row; other
// parts are left as they are.
func TestAlignDisplayParts(t *testing.T) {
	cases := []struct {
		text string
		want string // the formulas, each in [ ], and the prose
	}{
		{`Let $x$ be so that \begin{align*} y+z & = 13, \\ x+y &= 15. \end{align*} Find $x$.`,
			`Let [x] be so that  [y+z  = 13,] [x+y = 15.]  Find [x].`},
		{`If \[\begin{aligned} a &= 1 \\ b &= 2 \end{aligned}.\] then`, `If [a = 1] [b = 2.] then`},
		{`If \begin{align*} a &= 1 \text{ and} \\ b &= 2 \end{align*} then`, `If  [a = 1,] [b = 2]  then`},
		{`No display $x+1$ here.`, `No display [x+1] here.`},
		{`A function $f(x) = \left\{ \begin{aligned} x & \text{ if } x<0 \\ 1 \end{aligned}\right.$`, `A function [f(x) = \left\{ \begin{aligned} x & \text{ if } x<0 \\ 1 \end{aligned}\right.]`},
	}
	for _, c := range cases {
		var b strings.Builder
		for _, p := range AlignDisplayParts(SplitDollars(c.text)) {
			if p.Math {
				b.WriteString("[" + p.Text + "]")
			} else {
				b.WriteString(p.Text)
			}
		}
		if got := b.String(); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}
