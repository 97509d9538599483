package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAsymptoteSlip (issue 42): the answers on asymptotes are mutated
// (the family's ±1 and the generic slips, generated first), and leg 1
// confirms none.
func TestAsymptoteSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"If $y=\\frac{12x^4+4x^3+9x^2+5x+3}{3x^4+2x^3+8x^2+3x+1}$, at what value of $y$ will there be a horizontal asymptote?", `4`},
		{"Find the equation of the oblique asymptote of the graph of\n\\[y = \\frac{4x^2 - 10x + 7}{2x - 5}.\\]Enter your equation in the form \"$y = mx + b$\".", `y = 2x`},
		{"Find the point of intersection of the asymptotes of the graph of\n\\[y = \\frac{x^2 - 4x + 3}{x^2 - 4x + 4}.\\]", `(2,1)`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		gen := generate(c.problem, c.answer)
		if len(gen.Mutants) < 2 {
			t.Fatalf("mutants of %s: %v", c.answer, gen.Mutants)
		}
		for _, m := range gen.Mutants {
			if r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1}); r.Verdict == record.Confirm {
				t.Errorf("mutant %s (%s) of %q: confirmed (%s)", m.Answer, m.Type, c.problem, r.Note)
			}
		}
	}
}
