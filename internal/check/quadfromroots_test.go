package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestQuadraticFromRoots: "Find a quadratic equation with the solutions
// ..." is proven by Vieta's formulas on the exact sum and product of the
// named solutions (real surds, imaginary ones with i = √−1).
func TestQuadraticFromRoots(t *testing.T) {
	const q = "Find a quadratic equation with the solutions "
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{q + `$2 \pm \sqrt{6}$.`, `$x^{2}-4 x-2=0$`, record.Confirm, "sum 4, product -2"},
		{q + `$-4$ and 11.`, `$x^{2}-7 x-44=0$`, record.Confirm, "sum 7, product -44"},
		{q + `$\frac{2 \pm 5 i}{3}$.`, `$9 x^{2}-12 x+29=0$`, record.Confirm, "sum 4/3, product 29/9"},
		{q + `$6 \pm i \sqrt{3}$.`, `$x^{2}-12 x+39=0$`, record.Confirm, "product 39"},
		{q + `$\pm 5 i \sqrt{2}$.`, `$x^{2}+50=0$`, record.Confirm, "product 50"},
		{q + `0 and 0.`, `$x^{2}=0$`, record.Confirm, "product 0"},
		{q + `$\pm \sqrt{-4}$.`, `$(x-2i)(x+2i)=0$`, record.Undecided, "not in one unknown"},
		{q + `$\pm \sqrt{-4}$.`, `$x^2+4=0$`, record.Confirm, "product 4"},
		// Wrong answers: another sum, another product, not of degree two.
		{q + `$2 \pm \sqrt{6}$.`, `$x^{2}-4 x+2=0$`, record.Refute, "product 2"},
		{q + `$1 \pm 3 i$.`, `$x^{2}-2 x-10=0$`, record.Refute, "product -10"},
		{q + `2 and 5.`, `$x^{2}+7 x+10=0$`, record.Refute, "sum -7"},
		{q + `2 and 5.`, `$x^{3}-7 x^2+10x=0$`, record.Refute, "degree 3"},
		// Not the shape, or not rational: no verdict from this prover.
		{q + `$1+\sqrt{2}$ and $3$.`, `$x^{2}=0$`, record.Undecided, "not both rational"},
		{q + `$\sqrt{2}$ and $\sqrt{3}$.`, `$x^{2}=0$`, record.Undecided, "not read exactly"},
		{`Find a quadratic equation with integer coefficients and the solutions 2 and 5.`, `$x^{2}-7 x+10=0$`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
