package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCoordTurn: the answer of a converted point has its angle turned by
// π/6 inside the range asked (to polar, cylindrical, spherical), or is the
// image of the given point turned by π/6 (to rectangular); leg 1 refutes
// every such mutant.
func TestCoordTurn(t *testing.T) {
	const sphForm = `  Enter your answer in the form $(\rho,\theta,\phi),$ where $\rho > 0,$ $0 \le \theta < 2 \pi,$ and $0 \le \phi \le \pi.$`
	cases := []struct {
		problem, answer string
		want            []string
		n               int // the number of mutants, where want is nil
	}{
		{`Convert the point $(1,-\sqrt{3})$ in rectangular coordinates to polar coordinates.  Enter your answer in the form $(r,\theta),$ where $r > 0$ and $0 \le \theta < 2 \pi.$`,
			`\left( 2, \frac{5 \pi}{3} \right)`, []string{`(2, \frac{11 \pi}{6})`}, 0},
		{`Convert the point $(-2,-2 \sqrt{3})$ in rectangular coordinates to polar coordinates.  Enter your answer in the form $(r,\theta),$ where $r > 0$ and $0 \le \theta < 2 \pi.$`,
			`\left( 4, \frac{4 \pi}{3} \right)`, []string{`(4, \frac{3 \pi}{2})`}, 0},
		{`Convert the point $(2 \sqrt{3}, 6, -4)$ in rectangular coordinates to spherical coordinates.` + sphForm,
			`\left( 8, \frac{\pi}{3}, \frac{2 \pi}{3} \right)`, []string{`(8, \frac{\pi}{2}, \frac{2 \pi}{3})`, `(8, \frac{\pi}{3}, \frac{5 \pi}{6})`}, 0},
		{`Convert the point $\left( 8, \frac{7 \pi}{6} \right)$ in polar coordinates to rectangular coordinates.`,
			`(-4 \sqrt{3},-4)`, nil, 1}, // the turned image, refuted below by leg 1
		{`Compute $(1,2)$.`, `(1,2)`, nil, 0},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), CoordTurn)
		if c.want != nil && !slices.Equal(got, c.want) || c.want == nil && len(got) != c.n {
			t.Errorf("%q / %s: got %q, want %q (%d)", c.problem, c.answer, got, c.want, c.n)
		}
		for _, m := range got {
			if r := check.Check(context.Background(), c.problem, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("%q / mutant %s: leg 1 says %s (%s), want refute", c.problem, m, r.Verdict, r.Note)
			}
		}
	}
}
