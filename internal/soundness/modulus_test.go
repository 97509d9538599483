package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestModulusSquare: the modulus of a complex number is mutated to its
// square, kept only where the two differ; leg 1 refutes each mutant.
func TestModulusSquare(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            []string
	}{
		{`Find $|9i-12|\cdot |3+4i|$.`, `75`, []string{"5625"}},
		{`Find \[\left|\left(\frac 35+\frac 45i\right)^6\right|\]`, `1`, nil}, // 1² = 1
		{`Find $|-\frac{3}{2}i|$.`, `\frac{3}{2}`, []string{`\frac{9}{4}`}},
		{`Find $|3-5|$.`, `2`, nil}, // no i: not a complex modulus
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), ModulusSquare)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q / %s: got %q, want %q", c.problem, c.answer, got, c.want)
		}
		for _, m := range got {
			if r := check.Check(context.Background(), c.problem, m, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("%q / mutant %s: leg 1 says %s (%s), want refute", c.problem, m, r.Verdict, r.Note)
			}
		}
	}
}
