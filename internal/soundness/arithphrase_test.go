package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestArithPhraseSlip (issue 42): a value asked in words from numbers is
// mutated to the values of the sentence misread (sides swapped, another
// operation), and leg 1 refutes each; another statement gives no mutant.
func TestArithPhraseSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is $\frac{3}{4}$ divided by $\frac{7}{8}$?`, `\frac{6}{7}`},
		{`What is left when $\frac{1}{8}$ is subtracted from $\frac{3}{4}$?`, `\frac{5}{8}`},
		{`How much greater than $27^2$ is $43^2$ ?`, `1120`},
		{`What is 50$\%$ of $\frac{1}{3}$ of 36?`, `6`},
	} {
		got := answers(generate(c.problem, c.answer), ArithPhraseSlip)
		if len(got) == 0 {
			t.Fatalf("arith-phrase-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is $\frac{3}{4}$ divided by $x$?`, `\frac{3}{4x}`), ArithPhraseSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
