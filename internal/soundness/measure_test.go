package soundness

import (
	"slices"
	"testing"
)

// TestMeasureMutants: a measure read by internal/statement/measure is
// doubled, halved, divided by π (when written with π) and shifted by 1;
// a statement the reader does not take gets none of these.
func TestMeasureMutants(t *testing.T) {
	p := `What is the area, in square units, of a circle with a circumference of $8\pi$ units? Express your answer in terms of $\pi$.`
	got := answers(generate(p, `16\pi`), MeasureScale)
	for _, want := range []string{`2 * 16 \pi`, `16 \pi / 2`, `16 \pi / \pi`} {
		if !slices.Contains(got, want) {
			t.Errorf("measure-scale of 16π: got %q, want %q among them", got, want)
		}
	}
	if len(got) < 2 {
		t.Errorf("measure-scale of 16π: got %q, want 2v, v/2 and v/π", got)
	}
	if got := answers(generate(`Find the area of a triangle with side lengths 8, 9, and 9.`, `4\sqrt{65}`), MeasureShift); len(got) != 2 {
		t.Errorf("measure-shift of 4√65: got %q, want two", got)
	}
	if got := answers(generate(`What is the value of $x$ if $x + 2 = 5$?`, `3`), MeasureScale); len(got) != 0 {
		t.Errorf("not a measure: got %q", got)
	}
}
