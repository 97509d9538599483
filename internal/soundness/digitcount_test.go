package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDigitCountSlip (issue 42): the counts of four MATH rows are mutated
// (the complement, a range one off; a value another mutation type gives
// first is not given twice), and leg 1 refutes every mutant.
func TestDigitCountSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`How many three-digit whole numbers have no 7's and no 9's as digits?`, `448`},
		{`How many numbers between 100 and 200 (inclusive) are not perfect squares?`, `96`},
		{`How many of the natural numbers from 1 to 600, inclusive, contain the digit 5 at least once? (The numbers 152 and 553 are two natural numbers that contain the digit 5 at least once, but 430 is not.)`, `195`},
		{`How many 5-digit numbers have at least one 2 or one 3 among their digits?`, `61,328`},
	}
	total := 0
	for _, row := range rows {
		got := answers(generate(row.problem, row.answer), DigitCountSlip)
		for _, a := range got {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	if total == 0 {
		t.Errorf("no digit-count-slip mutant")
	}
	t.Logf("%d digit-count-slip mutants, all refuted", total)
}
