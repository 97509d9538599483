package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTwoNumbers (issue 42): two numbers given by their sum and their
// difference, product or difference of squares, the value asked exact.
func TestTwoNumbers(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`The sum of two numbers is 40 and their difference is 12. What is their product?`, `364`, record.Confirm},
		{`The sum of two numbers is 40 and their difference is 12. What is their product?`, `365`, record.Refute},
		{`The sum of two numbers is 25 and their difference is 11. What is the larger of the two numbers?`, `18`, record.Confirm},
		{`The sum of two numbers is 25 and their difference is 11. What is the larger of the two numbers?`, `7`, record.Refute},
		{`The sum of two numbers is $3$.  The difference of the squares of the numbers is $33$.  What is the absolute value of the difference of the two numbers?`, `11`, record.Confirm},
		// An irrational pair (sum 10, product 20): not decided.
		{`The sum of two numbers is 10 and their product is 20. What is the positive difference between the numbers?`, `2\sqrt{5}`, record.Undecided},
		// Another question: not read.
		{`The sum of two numbers is 40 and their difference is 12. What is their quotient?`, `\frac{13}{7}`, record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
