package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVertexSlip (issue 42): a question about the vertex of a parabola is
// mutated (the vertex's sign slipped, 2A, A + 2), and leg 1 refutes each;
// another statement gives no mutant.
func TestVertexSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`The vertex of the parabola described by the equation $y=-2x^2-12x-15$ is $(m,n)$. What is $m+n$?`, `0`},
		{`The vertex of the parabola described by the equation $3y=2x^2-16x+18$ is $(m,n)$. What is $m+n$?`, `-\frac{2}{3}`},
		{`Find the distance between the vertex of the graph of the equation $y=x^2 + 2x - 6 $ and the point $(4, 5)$.`, `13`},
		{`Let $A$ be the vertex of the graph of the equation $y=x^2 - 2x + 3 $. Let $B$ be the vertex of the graph of the equation $y=x^2 + 4x + 10 $. What is the distance between $A$ and $B$?`, `5`},
	} {
		got := answers(generate(c.problem, c.answer), VertexSlip)
		if len(got) == 0 {
			t.Fatalf("vertex-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`The focus of the parabola described by the equation $y=x^2$ is $(m,n)$. What is $n$?`, `\frac{1}{4}`), VertexSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
