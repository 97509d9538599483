package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVecNorms: issue 42, vectors known by their norms, dot products and
// angles (space.CheckVecNorms).
func TestVecNorms(t *testing.T) {
	const q427 = "Vectors $\\mathbf{a}$ and $\\mathbf{b}$ satisfy $\\|\\mathbf{a}\\| = 3$ and $\\|\\mathbf{b}\\| = 8.$  Also, the angle between vectors $\\mathbf{a}$ and $\\mathbf{b}$ is $135^\\circ.$  Find $\\|2 \\mathbf{a} + \\mathbf{b}\\|^2.$"
	const q420 = "Given vectors $\\mathbf{a}$ and $\\mathbf{b}$ such that $\\|\\mathbf{a}\\| = 6,$ $\\|\\mathbf{b}\\| = 8,$ and $\\|\\mathbf{a} + \\mathbf{b}\\| = 11.$  Find $\\cos \\theta,$ where $\\theta$ is the angle between $\\mathbf{a}$ and $\\mathbf{b}.$"
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q427, `100 - 48 \sqrt{2}`, record.Confirm},
		{q427, `100 + 48 \sqrt{2}`, record.Refute},
		{q420, `\frac{7}{32}`, record.Confirm},
		{q420, `\frac{7}{16}`, record.Refute},
		{"If $\\|\\mathbf{a}\\| = 3$ and $\\|\\mathbf{b}\\| = 6,$ then find $(\\mathbf{a} + \\mathbf{b}) \\cdot (\\mathbf{a} - \\mathbf{b}).$", `-27`, record.Confirm},
		{"Given $\\|\\mathbf{v}\\| = 4,$ find $\\|-3 \\mathbf{v}\\|.$", `12`, record.Confirm},
		{"Given $\\|\\mathbf{v}\\| = 4,$ find $\\|-3 \\mathbf{v}\\|.$", `-12`, record.Refute},
		{"If $\\mathbf{a},$ $\\mathbf{b},$ and $\\mathbf{c}$ are vectors such that $\\mathbf{a} \\cdot \\mathbf{b} = -3,$ $\\mathbf{a} \\cdot \\mathbf{c} = 4,$ and $\\mathbf{b} \\cdot \\mathbf{c} = 6,$ then find\n\\[\\mathbf{b} \\cdot (7 \\mathbf{c} - 2 \\mathbf{a}).\\]", `48`, record.Confirm},
		{"Let $\\mathbf{u}$ and $\\mathbf{v}$ be vectors such that $\\|\\mathbf{u}\\| = \\|\\mathbf{v}\\| = 2$ and $\\mathbf{u} \\cdot \\mathbf{v} = -1.$  If $\\theta$ is the angle between the vectors $\\mathbf{u} + \\mathbf{v}$ and $2 \\mathbf{u} - \\mathbf{v},$ then find $\\cos \\theta.$", `\frac{1}{4}`, record.Confirm},
		// Not possible (‖a + b‖ > ‖a‖ + ‖b‖), an entry not given.
		{"Given vectors $\\mathbf{a}$ and $\\mathbf{b}$ such that $\\|\\mathbf{a}\\| = 6,$ $\\|\\mathbf{b}\\| = 8,$ and $\\|\\mathbf{a} + \\mathbf{b}\\| = 15.$  Find $\\cos \\theta,$ where $\\theta$ is the angle between $\\mathbf{a}$ and $\\mathbf{b}.$", `\frac{23}{32}`, record.Undecided},
		{"If $\\|\\mathbf{a}\\| = 3$ and $\\|\\mathbf{b}\\| = 6,$ then find $(\\mathbf{a} + \\mathbf{b}) \\cdot (\\mathbf{a} + \\mathbf{b}).$", `45`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
