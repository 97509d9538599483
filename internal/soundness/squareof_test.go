package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSquareOfSlip (issue 42): "Compute the square of N without a
// calculator." is mutated ((N ± 1)², 2N, the middle term lost), and leg 1
// refutes each; another statement gives no mutant.
func TestSquareOfSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Compute the square of 9997 without a calculator.`, `99940009`},
		{`Compute the square of 989 without a calculator.`, `978121`},
		{`Compute the square of 1017 without a calculator.`, `1034289`},
	} {
		got := answers(generate(c.problem, c.answer), SquareOfSlip)
		if len(got) == 0 {
			t.Fatalf("squareof-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Compute the cube of 9997 without a calculator.`, `1`), SquareOfSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
