package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrigInt: issue 42, a trigonometric value written as a function at a
// whole angle (values.CheckTrigInt).
func TestTrigInt(t *testing.T) {
	const q418 = "Simplify $\\sin 17^\\circ + \\sin 43^\\circ.$\n\nEnter your answer as a trigonometric function evaluated at an integer, such as \"sin 7\".  (The system will assume that the angle is in degrees.  The angle should be positive and as small as possible.)"
	const q1307 = "Simplify $\\cot 10 + \\tan 5.$\n\nEnter your answer as a trigonometric function evaluated at an integer, such as \"sin 7\"."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q418, `\cos 13^\circ`, record.Confirm},
		{q418, `\cos 13`, record.Confirm}, // degrees, as the statement says
		{q418, `\cos\left(13^{\circ}\right)`, record.Confirm},
		{q418, `\cos\left(13^{\circ}\right) + 1`, record.Undecided}, // not f(n)
		{q418, `\sin 77^\circ`, record.Undecided},                   // equal, but cos 13° is smaller
		{q418, `\sin 13^\circ`, record.Refute},
		{q1307, `\csc 10`, record.Confirm},
		// The display as the normaliser writes it ($$ … $$).
		{"Simplify\n$$\\frac{\\sin{10^\\circ}+\\sin{20^\\circ}}{\\cos{10^\\circ}+\\cos{20^\\circ}}.$$Enter your answer is a trigonometric function evaluated at an integer, such as \"sin 7\".  (The angle should be positive and as small as possible.)", `\tan 15^\circ`, record.Confirm},
		{"Simplify\n\\[\\frac{\\sin{10^\\circ}+\\sin{20^\\circ}}{\\cos{10^\\circ}+\\cos{20^\\circ}}.\\]Enter your answer is a trigonometric function evaluated at an integer, such as \"sin 7\".  (The angle should be positive and as small as possible.)", `\tan 15^\circ`, record.Confirm},
		{q1307, `\sec 10`, record.Refute},
		{q1307, `\frac{1}{\sin 10}`, record.Undecided}, // not f(n)
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
