package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCModulusSlip (issue 42): the modulus of a complex number plus and
// minus 1 or squared is refuted; another statement gives no mutant.
func TestCModulusSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Suppose $z$ is a complex number such that $z^3 = 100+75i$.  Find $|z|$.`, `5`},
		{`Suppose $z$ is a complex number such that $z^2 = 156 + 65i.$  Find $|z|.$`, `13`},
		{`If $a$ and $b$ are complex numbers such that $|a| = 7$ and $|b| = 4,$ then find $|ab|.$`, `28`},
		{`If $a$ and $b$ are complex numbers such that $|a| = 6$ and $|b| = 4,$ then find $\left| \frac{a}{b} \right|.$`, `\frac{3}{2}`},
	} {
		got := answers(generate(c.problem, c.answer), CModulusSlip)
		if len(got) == 0 {
			t.Fatalf("cmodulus-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`If $a$ and $b$ are complex numbers such that $|a| = 7$ and $|b| = 4,$ then find $|a+b|.$`, `11`), CModulusSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
