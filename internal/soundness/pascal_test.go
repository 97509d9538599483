package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPascalSlip (issue 42): numbers of Pascal's triangle of four MATH
// rows are mutated one row or one place off, and leg 1 refutes every
// mutant.
func TestPascalSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`In the row of Pascal's triangle that starts 1, 11, what is the ninth number?`, `165`},
		{`What is the 39th number in the row of Pascal's triangle that has 41 numbers?`, `780`},
		{`Given that $\binom{17}{10}=19448$, $\binom{17}{11}=12376$ and $\binom{19}{12}=50388$, find $\binom{18}{12}$.`, `18564`},
		{`In Pascal's Triangle, the third row has four elements, and the sum of these elements is 8. What is the sum of the elements in the tenth row? (Note that we are counting the top row with a single 1 as the 0th row).`, `1024`},
	}
	total := 0
	for _, row := range rows {
		got := answers(generate(row.problem, row.answer), PascalSlip)
		if len(got) < 2 {
			t.Errorf("%q: pascal-slip mutants %v", row.answer, got)
		}
		for _, a := range got {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	t.Logf("%d pascal-slip mutants, all refuted", total)
}
