package soundness

import (
	"slices"
	"testing"
)

// TestTermShift: the term asked is mutated to its neighbours, and only
// where a sequence the reader reads asks for a term.
func TestTermShift(t *testing.T) {
	got := answers(generate(`What is the 100th term of the arithmetic sequence 6, 10, 14, 18, ...?`, `402`), TermShift)
	if !slices.Equal(got, []string{"398", "406"}) {
		t.Errorf("a_100 = 402: got %q, want 398 and 406", got)
	}
	got = answers(generate(`Find the sum of the first five terms in the geometric sequence $\frac13,\frac19,\frac1{27},\dots$.`, `\frac{121}{243}`), TermShift)
	if !slices.Equal(got, []string{`\frac{40}{81}`, `\frac{364}{729}`}) {
		t.Errorf("S_5 = 121/243: got %q", got)
	}
	if got := answers(generate(`What is the 100th term of the sequence 6, 10, 14, 18, ...?`, `402`), TermShift); len(got) != 0 {
		t.Errorf("no kind named: %q", got)
	}
}
