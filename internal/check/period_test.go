package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPeriod: issue 42, the least period of a trigonometric polynomial or
// of one tan, cot, sec, csc term (values.CheckPeriod).
func TestPeriod(t *testing.T) {
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{"What is the period of $y = \\cos x + \\cos 2x + \\cos 3x$?", `2 \pi`, record.Confirm},
		{"What is the period of $y = \\cos x + \\cos 2x + \\cos 3x$?", `\frac{2\pi}{3}`, record.Refute},
		{"What is the period of $y = \\sin 5x $?", `\frac{2\pi}{5}`, record.Confirm},
		{"What is the period of $y = \\sin 5x $?", `\frac{\pi}{5}`, record.Refute},
		{"What is the period of $y = \\cos \\frac{x}{2}$?", `4 \pi`, record.Confirm},
		{"What is the period of $y = \\tan \\frac{x}{2}$?", `2 \pi`, record.Confirm},
		{"What is the period of $y = \\tan \\frac{x}{2}$?", `4 \pi`, record.Refute},
		{"What is the period of $y = \\sin x + \\cos x$?", `2 \pi`, record.Confirm},
		{"What is the period of $y = \\sin 2x + \\sin 3x$?", `2 \pi`, record.Confirm},
		{"What is the period of $y = \\sin x - \\sin x + \\cos 2x$?", `\pi`, record.Confirm}, // sin x cancels
		{"What is the period of $y = \\sin x - \\sin x$?", `2 \pi`, record.Undecided},        // constant
		{"What is the period of $y = \\tan x + \\cot x$?", `\pi`, record.Undecided},          // not read
		{"What is the period of $y = \\sin^2 x$?", `\pi`, record.Undecided},
		{"What is the period of $y = \\sin 5x $?", `1.2566`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
