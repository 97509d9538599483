package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSquareOf (issue 42): "Compute the square of N without a
// calculator." squared exactly.
func TestSquareOf(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`Compute the square of 9997 without a calculator.`, `99940009`, record.Confirm},
		{`Compute the square of 9997 without a calculator.`, `99940008`, record.Refute},
		{`Compute the square of 989 without a calculator.`, `978121`, record.Confirm},
		{`Compute the square of 989 with a calculator.`, `978121`, record.Undecided},
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
