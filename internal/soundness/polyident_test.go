package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolyIdentSlip (issue 42): a polynomial asked by identities, plus 1
// or minus x, is refuted; another statement gives no mutant.
func TestPolyIdentSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Find the polynomial $p(x)$ such that\n\\[p(p(x)) = xp(x) + x^2.\\]", `-x + 1`},
		{"Find the polynomial $p(x)$ if\n$$(x^2-3x+5)p(x) = x^4-3x^3+15x-25.$$", `x^2-5`},
		{"Let $P(x)$ be a polynomial such that\n\\[P(x) = P(0) + P(1) x + P(2) x^2\\]and $P(-1) = 1.$  Find $P(x).$", `x^2 - x - 1`},
		{"Find the nonconstant polynomial $P(x)$ such that\n\\[P(P(x)) = (x^2 + x + 1) P(x).\\]", `x^2 + x`},
	} {
		got := answers(generate(c.problem, c.answer), PolyIdentSlip)
		if len(got) == 0 {
			t.Fatalf("polyident-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate("Find the polynomial $p(x)$ such that $p(1) = 2.$", `2`), PolyIdentSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
