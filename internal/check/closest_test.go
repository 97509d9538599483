package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestClosest: issue 42, the point of a line closest to a point
// (space.CheckClosest).
func TestClosest(t *testing.T) {
	const slope = "Find the point on the line\n\\[y = \\frac{x + 5}{2}\\]that is closest to the point $(6,1).$"
	const param = "Find the point on the line defined by\n\\[\\begin{pmatrix} 4 \\\\ 0 \\\\ 1 \\end{pmatrix} + t \\begin{pmatrix} -2 \\\\ 6 \\\\ -3 \\end{pmatrix}\\]that is closest to the point $(2,3,4).$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{slope, `\left( \frac{21}{5}, \frac{23}{5} \right)`, record.Confirm},
		{slope, `\left( \frac{23}{5}, \frac{21}{5} \right)`, record.Refute},
		{param, `\left( \frac{170}{49}, \frac{78}{49}, \frac{10}{49} \right)`, record.Confirm},
		{param, `\left( \frac{170}{49}, \frac{78}{49}, \frac{11}{49} \right)`, record.Refute},
		{"Find the point on the line\n\\[y = x^2\\]that is closest to the point $(6,1).$", `(1,1)`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
