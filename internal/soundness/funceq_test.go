package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFuncEqSlip (issue 42): the unknown of an equation written with
// defined functions is mutated (2A, A/2, A ± 2, A ± 3), and leg 1 refutes each;
// another statement gives no mutant.
func TestFuncEqSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Given $f(x)=cx^3-9x+3$ and $f(2)=9$, find the value of $c$.`, `3`},
		{`Let $p(x) = 2x - 7$ and $q(x) = 3x - b$.  If $p(q(4)) = 7$, what is $b$?`, `5`},
		{`Suppose $f (x ) = x^2 + 12$. If $m > 0$ and $f (3m) = 3(f (m))$, what is the value of $m$?`, `2`},
		{`Consider the function $g(x)=3x-4$.  For what value of $a$ is $g(a)=0$?`, `\frac{4}{3}`},
	} {
		got := answers(generate(c.problem, c.answer), FuncEqSlip)
		if len(got) == 0 {
			t.Fatalf("funceq-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Let $f(x)=3x+1$. What is $f(2)$?`, `7`), FuncEqSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
