package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestContPieceSlip (issue 42): the constant that makes a two-piece
// function continuous is mutated (−A, 2A, 3A, A + 2, A − 3), and leg 1 refutes each;
// another statement gives no mutant.
func TestContPieceSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{"Let \\[f(x) =\n\\begin{cases}\n2x^2 - 3&\\text{if } x\\le 2, \\\\\nax + 4 &\\text{if } x>2.\n\\end{cases}\n\\]Find $a$ if the graph of $y=f(x)$ is continuous (which means the graph can be drawn without lifting your pencil from the paper).", `\frac{1}{2}`},
		{"Let \\[f(x) =\n\\begin{cases}\n5x^2+2&\\text{if } x\\le a, \\\\\n11x &\\text{if } x>a.\n\\end{cases}\n\\]Find the smallest possible value for $a$ if the graph of $y=f(x)$ is continuous (which means the graph can be drawn without lifting your pencil from the paper).", `\frac{1}{5}`},
		{"For real numbers $x$, let \\[f(x) = \\left\\{\n\\begin{array}{cl}\nx+2 &\\text{ if }x>3, \\\\\n2x+a &\\text{ if }x\\le 3.\n\\end{array}\n\\right.\\]What must the value of $a$ be to make the piecewise function continuous (which means that its graph can be drawn without lifting your pencil from the paper)?", `-1`},
	} {
		got := answers(generate(c.problem, c.answer), ContPieceSlip)
		if len(got) == 0 {
			t.Fatalf("contpiece-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Find $a$ if the graph of $y=ax$ is continuous.`, `1`), ContPieceSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
