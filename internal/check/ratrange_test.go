package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRationalRange: issue 42, the range of a one-to-one rational
// function, holes removed (shapes.CheckRationalRange).
func TestRationalRange(t *testing.T) {
	const (
		mobius = "Find the range of the function\n\\[j(x) = \\frac{5x + 3}{x}.\\]"
		hole   = "Find the range of the function\n\\[h(x) = \\frac{2(x + 7)(x - 3)}{x + 7}.\\]"
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{mobius, `(-\infty,5) \cup (5,\infty)`, record.Confirm},
		{mobius, `(-\infty,3) \cup (3,\infty)`, record.Undecided}, // never refuted
		{mobius, `(-\infty,5]`, record.Undecided},
		{hole, `(-\infty,-20) \cup (-20,\infty)`, record.Confirm},
		{"What is the range of the function $g(x) = \\frac{3x+1}{x+8}$ ?", `(-\infty,3)\cup(3,\infty)`, record.Confirm},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
	// Not one-to-one: not read by the family (left undecided or to others).
	q := "Find the range of the function\n\\[p(x) = \\frac{x^2 + x + 1}{x^2 + 1}.\\]"
	if got := Check(context.Background(), q, `(-\infty,1) \cup (1,\infty)`, Options{Seed: 1, Timeout: testTimeout}); got.Verdict == record.Confirm {
		t.Errorf("%q: confirmed (%s)", q, got.Note)
	}
}
