package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVectorExpr: issue 42 (Gaokao), a quantity of vectors given by their
// coordinates, directly or by linear conditions (linalg.CheckVectorExpr).
func TestVectorExpr(t *testing.T) {
	const (
		cos  = `Vectors $\vec{a},\vec{b}$ are $\vec{a}=(3,1),\vec{b}=(2,2)$. Find $\cos \langle \vec{a}+\vec{b},\vec{a}-\vec{b} \rangle$`
		sums = `Vectors $\vec{a},\vec{b}$ satisfy $\vec{a}+\vec{b} = (2,3), \vec{a}-\vec{b}=(-2,1)$. Find $\lvert\vec{a}\rvert^{2} - \lvert\vec{b}\rvert^{2}$.`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{cos, `$\frac{\sqrt{17}}{17}$`, record.Confirm},
		{cos, `$\frac{1}{\sqrt{17}}$`, record.Confirm},
		{cos, `$-\frac{\sqrt{17}}{17}$`, record.Refute},
		{cos, `$\frac{\sqrt{17}}{16}$`, record.Refute},
		{sums, `-1`, record.Confirm},
		{sums, `1`, record.Refute},
		{strings.Replace(sums, `\rvert^{2}`, `\rvert`, -1), `-\sqrt{5}+2`, record.Confirm}, // |a| - |b| = 2 - √5
		{strings.Replace(sums, `\lvert\vec{a}\rvert^{2} - \lvert\vec{b}\rvert^{2}`, `\vec{a}\cdot\vec{b}`, 1), `2`, record.Confirm},
		{strings.Replace(sums, `\lvert\vec{a}\rvert^{2} - \lvert\vec{b}\rvert^{2}`, `(\vec{a}+2\vec{b})\cdot\vec{a}`, 1), `8`, record.Confirm},
		// near misses that are not read (or not decided)
		{strings.Replace(cos, "Vectors", "Unit vectors", 1), `$\frac{\sqrt{17}}{17}$`, record.Undecided},
		{strings.Replace(cos, "Find", "If they are parallel, find", 1), `$\frac{\sqrt{17}}{17}$`, record.Undecided},
		{strings.Replace(cos, `\vec{b}=(2,2)`, `\vec{c}=(2,2)`, 1), `$\frac{\sqrt{17}}{17}$`, record.Undecided},
		{strings.Replace(sums, `\vec{a}-\vec{b}=(-2,1)`, `2\vec{a}+2\vec{b}=(4,6)`, 1), `-1`, record.Undecided}, // not fixed
		{strings.Replace(cos, `\vec{b}=(2,2)`, `\vec{b}=(3,1)`, 1), `0`, record.Undecided},                      // a zero vector
		{strings.Replace(cos, `\rangle`, `\rangle^{2}`, 1), `$\frac{1}{17}$`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
