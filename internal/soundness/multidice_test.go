package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestMultiDiceSlip (issue 42): the probabilities of four MATH dice rows
// are mutated (the complement, one die more or less), and leg 1 refutes
// every mutant.
func TestMultiDiceSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`If Michael rolls three fair dice, what is the probability that he will roll at least two 1's? Express your answer as a common fraction.`, `\frac{2}{27}`},
		{`Jack rolls 5 fair six-sided dice. What is the probability that at least two dice show the same number?`, `\dfrac{49}{54}`},
		{`Six 6-sided dice are rolled.  What is the probability that exactly two of the dice show a 1 and exactly two of the dice show a 2?  Express your answer as a common fraction.`, `\dfrac{5}{162}`},
		{`If three, standard, 6-faced dice are rolled, what is the probability that the sum of the face up integers is 16?`, `\frac{1}{36}`},
	}
	total := 0
	for _, row := range rows {
		for _, a := range answers(generate(row.problem, row.answer), MultiDiceSlip) {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	if total < 4 {
		t.Errorf("%d multi-dice-slip mutants, want at least 4", total)
	}
	t.Logf("%d multi-dice-slip mutants, all refuted", total)
}

// TestMultiDiceSlipProduct (issue 42): the product of three dice is not
// read of two or four; the mutants of one die less or more stay defined.
func TestMultiDiceSlipProduct(t *testing.T) {
	problem := `When three standard dice are tossed, the numbers $a,b,c$ are obtained. Find the probability that $abc = 180$.`
	for _, a := range answers(generate(problem, `\frac1{72}`), MultiDiceSlip) {
		if r := check.Check(context.Background(), problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
			t.Errorf("mutant %s: %s (%s), want refuted", a, r.Verdict, r.Note)
		}
	}
}
