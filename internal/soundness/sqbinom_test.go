package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSqBinomSlip (issue 42): the constant that makes a quadratic the
// square of a binomial is mutated (2A, A/2, A ± 2), and leg 1 refutes
// each; another statement gives no mutant.
func TestSqBinomSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What value of $k$ will make $x^2 - 16x + k$ the square of a binomial?`, `64`},
		{`If $c$ is a constant such that $x^2+25x+c$ is equal to the square of a binomial, then what is $c$?`, `\frac{625}4`},
		{`Find $a$ such that $ax^2+15x+4$ is the square of a binomial.`, `\frac{225}{16}`},
		{`If $c$ is a nonzero constant such that $x^2+cx+9c$ is equal to the square of a binomial, then what is $c$?`, `36`},
	} {
		got := answers(generate(c.problem, c.answer), SqBinomSlip)
		if len(got) == 0 {
			t.Fatalf("sqbinom-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What value of $k$ will make $x^2 - 16x + k$ a perfect cube?`, `64`), SqBinomSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
