package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPieceSumSlip (issue 42): the sum of the solutions of f(x) = c, f
// piecewise, is mutated (every root kept, a root added), and leg 1
// refutes each; another statement gives no mutant.
func TestPieceSumSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Let \\[f(x) =\n\\begin{cases}\nx^2+9 &\\text{if }x<-5, \\\\\n3x-8&\\text{if }x\\ge-5.\n\\end{cases}\n\\]If $f(x)=10$, find the sum of all possible values of $x$.", `6`},
		{"Let \\[f(x) = \\left\\{\n\\begin{array}{cl}\n2x + 7 & \\text{if } x < -2, \\\\\n-x^2 - x + 1 & \\text{if } x \\ge -2.\n\\end{array}\n\\right.\\]Find the sum of all values of $x$ such that $f(x) = -5.$", `-4`},
		{"Let \\[f(x) = \\left\\{\n\\begin{array}{cl}\n-x - 3 & \\text{if } x \\le 1, \\\\\n\\frac{x}{2} + 1 & \\text{if } x > 1.\n\\end{array}\n\\right.\\]Find the sum of all values of $x$ such that $f(x) = 0$.", `-3`},
	} {
		got := answers(generate(c.problem, c.answer), PieceSumSlip)
		if len(got) == 0 {
			t.Fatalf("piecesum-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`If $f(x)=10$, find the sum of all possible values of $x$.`, `6`), PieceSumSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
