package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAsymptote: issue 42, the asymptotes of the graph of P/Q
// (shapes.CheckAsymptote).
func TestAsymptote(t *testing.T) {
	const (
		oblique = "Find the equation of the oblique asymptote of the graph of\n\\[y = \\frac{4x^2 - 10x + 7}{2x - 5}.\\]Enter your equation in the form \"$y = mx + b$\"."
		horiz   = "If $y=\\frac{12x^4+4x^3+9x^2+5x+3}{3x^4+2x^3+8x^2+3x+1}$, at what value of $y$ will there be a horizontal asymptote?"
		count   = "How many vertical asymptotes does the graph of\n\\[y = \\frac{(x + 3)^5 (x + 2)^8 (x + 1)^4 (x - 7)^2}{(x + 3)^{11} (x + 2)^6 (x + 1)^4 x^2}\\]have?"
		meet    = "Find the point of intersection of the asymptotes of the graph of\n\\[y = \\frac{x^2 - 4x + 3}{x^2 - 4x + 4}.\\]"
		cross   = "For which value of $x$ does the function $f(x) = \\frac{2x^2 - 5x - 7}{x^2 - 4x + 1}$ cross its horizontal asymptote?"
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{oblique, `y = 2x`, record.Confirm},
		{oblique, `y = 2x + 1`, record.Refute},
		{oblique, `2x`, record.Undecided}, // not "y = …"
		{horiz, `4`, record.Confirm},
		{horiz, `y = 4`, record.Confirm},
		{horiz, `3`, record.Refute},
		{count, `2`, record.Confirm},
		{count, `3`, record.Refute},
		{meet, `(2,1)`, record.Confirm},
		{meet, `(1,2)`, record.Refute},
		{cross, `3`, record.Confirm},
		{cross, `-1`, record.Refute},
		// no horizontal asymptote
		{"If $y=\\frac{x^3+1}{x^2+1}$, at what value of $y$ will there be a horizontal asymptote?", `1`, record.Undecided},
		// two vertical asymptotes: no single meeting point
		{"Find the point of intersection of the asymptotes of the graph of\n\\[y = \\frac{x^2 - 4x + 3}{x^2 - 4}.\\]", `(2,1)`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
