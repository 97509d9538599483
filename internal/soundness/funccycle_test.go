package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFuncCycleSlip (issue 42): f(k) from a functional equation whose
// other argument cycles back, the answer plus 1/3, minus 1/7 and negated, is refuted;
// another statement gives no mutant.
func TestFuncCycleSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"The function $f : \\mathbb{R} \\to \\mathbb{R}$ satisfies\n\\[f(x) + 2f(1 - x) = 3x^2\\]for all $x.$  Find $f(4).$", `2`},
		{"The function $f(x)$ satisfies\n\\[3f(x) - 2 f \\left( \\frac{1}{x} \\right) = x\\]for all $x \\neq 0.$  Find $f(4).$", `\frac{5}{2}`},
		{"The function $f(x)$ satisfies\n\\[f(x) + f \\left( \\frac{x + 1}{1 - 3x} \\right) = x\\]for all $x \\neq \\frac{1}{3}.$  Find $f(2).$", `\frac{48}{35}`},
		{"The function $f(x)$ satisfies\n\\[f(x) - 2 f \\left( \\frac{1}{x} \\right) = 4^x\\]for all $x \\neq 0.$  Find $f(2).$", `-\frac{20}{3}`},
	} {
		got := answers(generate(c.problem, c.answer), FuncCycleSlip)
		if len(got) == 0 {
			t.Fatalf("funccycle-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate("The function $f(x)$ satisfies\n\\[f(x + y) = f(x) f(y)\\]for all real numbers $x$ and $y.$  If $f(2) = 9,$ find $f(5).$", `243`), FuncCycleSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
