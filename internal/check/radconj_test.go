package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRadConj: issue 42, the radical conjugate of a + b√c, the sum and
// the product with it (values.CheckRadConj).
func TestRadConj(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{"What is the radical conjugate of $2\\sqrt{7} - 1$?", `-2\sqrt7-1`, record.Confirm},
		{"What is the radical conjugate of $2\\sqrt{7} - 1$?", `2\sqrt7+1`, record.Refute},
		{"What is the radical conjugate of $2\\sqrt{7} - 1$?", `2\sqrt7-1`, record.Refute},
		{"What is the radical conjugate of $\\sqrt{11}-1$?", `-\sqrt{11}-1`, record.Confirm},
		{"What is the radical conjugate of $5$?", `5`, record.Undecided}, // rational: no conjugate
		{"What is the radical conjugate of $\\sqrt{2}+\\sqrt{3}$?", `\sqrt{2}-\sqrt{3}`, record.Undecided},
		{"Compute the product of the number $5+\\sqrt{3}$ and its radical conjugate.", `22`, record.Confirm},
		{"Compute the product of the number $5+\\sqrt{3}$ and its radical conjugate.", `28`, record.Refute},
		{"Compute the sum of the number $10 - \\sqrt{2018}$ and its radical conjugate.", `20`, record.Confirm},
		{"Compute the sum of the number $10 - \\sqrt{2018}$ and its radical conjugate.", `10`, record.Refute},
		{"Compute the quotient of the number $10 - \\sqrt{2018}$ and its radical conjugate.", `20`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
