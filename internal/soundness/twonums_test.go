package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTwoNumsSlip (issue 42): a question on two numbers given by their sum
// and one more relation is mutated (the sum, the relation's value, A ± 2),
// and leg 1 refutes each; another statement gives no mutant.
func TestTwoNumsSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`The sum of two numbers is 40 and their difference is 12. What is their product?`, `364`},
		{`The sum of two numbers is 12 and their product is 35. What is the positive difference between the numbers?`, `2`},
		{`The sum of two numbers is $12$ and their difference is $20$. What is the smaller number?`, `-4`},
		{`The sum of two numbers is 6. The difference of their squares is 12. What is the positive difference of the two numbers?`, `2`},
	} {
		got := answers(generate(c.problem, c.answer), TwoNumsSlip)
		if len(got) == 0 {
			t.Fatalf("twonums-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`The sum of two numbers is 40. What is their product?`, `364`), TwoNumsSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
