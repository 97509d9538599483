package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnitRootSlip (issue 42): E(z) under a polynomial condition, the
// answer plus and minus 1 and negated, is refuted; another statement
// gives no mutant.
func TestUnitRootSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Let $z$ be a complex number such that $z^5 = 1$ and $z \\neq 1.$  Compute\n\\[z + \\frac{1}{z} + z^2 + \\frac{1}{z^2}.\\]", `-1`},
		{"Let $z$ be a complex number such that $z^{23} = 1$ and $z \\neq 1.$  Find\n\\[\\sum_{n = 0}^{22} \\frac{1}{1 + z^n + z^{2n}}.\\]", `\frac{46}{3}`},
		{"Let $z$ be a complex number such that\n\\[z + \\frac{1}{z} = 1.\\]Find $z^3.$", `-1`},
		{"Let $\\omega$ be a complex number such that $\\omega^7 = 1$ and $\\omega \\ne 1.$  Compute\n\\[\\omega^{16} + \\omega^{18} + \\omega^{20} + \\dots + \\omega^{54}.\\]", `-1`},
	} {
		got := answers(generate(c.problem, c.answer), UnitRootSlip)
		if len(got) == 0 {
			t.Fatalf("unitroot-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate("Let $z$ be a complex number such that $|z| = 13.$  Find $z \\times \\overline{z}.$", `169`), UnitRootSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
