package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBagSlip (issue 42): the probabilities of four MATH bag draws are
// mutated (the complement, the replacement read the other way), and leg 1
// refutes every mutant.
func TestBagSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`A bag contains 12 red marbles and 6 blue marbles. Two marbles are selected at random and without replacement. What is the probability that one marble is red and one is blue? Express your answer as a common fraction.`, `\frac{8}{17}`},
		{`A bag has 4 red and 6 blue marbles.  A marble is selected and not replaced, then a second is selected.  What is the probability that both are the same color?`, `\frac{7}{15}`},
		{`Six green balls and four red balls are in a bag.  A ball is taken from the bag, its color recorded, then placed back in the bag.  A second ball is taken and its color recorded.  What is the probability the two balls are the same color?`, `\dfrac{13}{25}`},
		{`A bag has 4 red marbles, 5 white marbles, and 6 blue marbles.  Three marbles are drawn from the bag (without replacement).  What is the probability that they are all the same color?`, `\frac{34}{455}`},
	}
	total := 0
	for _, row := range rows {
		for _, a := range answers(generate(row.problem, row.answer), BagSlip) {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	if total < 4 {
		t.Errorf("%d bag-slip mutants, want at least 4", total)
	}
	t.Logf("%d bag-slip mutants, all refuted", total)
}
