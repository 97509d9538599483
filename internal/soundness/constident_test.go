package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIdentitySlip (issue 42): the constants of an identity are mutated
// (entries swapped, negated, off by one), and leg 1 refutes each.
func TestIdentitySlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Find constants $A,$ $B,$ and $C$ so that\n\\[\\frac{4x}{(x - 5)(x - 3)^2} = \\frac{A}{x - 5} + \\frac{B}{x - 3} + \\frac{C}{(x - 3)^2}.\\]Enter the ordered triple $(A,B,C).$", `(5,-5,-6)`},
		// Issue 42 (MATH Algebra): "Find $A$ and $B$ such that … Write your
		// answer in the form $(A,B)$."
		{"Find $A$ and $B$ such that\n\\[\\frac{3x+5}{x^2-x-42}=\\frac{A}{x-7}+\\frac{B}{x+6}.\\]Write your answer in the form $(A,B)$.", `(2,1)`},
		{"Find $A$ and $B$ such that\n\\[\\frac{4x}{x^2-8x+15} = \\frac{A}{x-3} + \\frac{B}{x-5}\\]for all $x$ besides 3 and 5. Express your answer as an ordered pair in the form $(A, B).$", `(-6, 10)`},
		{"There exist constants $A,$ $B,$ and $C$ so that\n\\[\\frac{x + 2}{x(x + 1)(x + 3)} = \\frac{A}{x} + \\frac{B}{x + 1} + \\frac{C}{x + 3}.\\]Find the product $ABC.$", `\frac{1}{18}`},
	} {
		if r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1}); r.Verdict != record.Confirm {
			t.Fatalf("%q / %s: %s (%s), want confirmed", c.problem, c.answer, r.Verdict, r.Note)
		}
		got := answers(generate(c.problem, c.answer), IdentitySlip)
		if len(got) < 1 {
			t.Fatalf("identity-slip mutants of %s: %v, want at least 1", c.answer, got)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
