package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestContinuity (issue 42): the constant that makes a two-piece function
// continuous, the pieces equated at the split point and solved exactly.
func TestContinuity(t *testing.T) {
	p := "Let \\[f(x) =\n\\begin{cases}\n2x^2 - 3&\\text{if } x\\le 2, \\\\\nax + 4 &\\text{if } x>2.\n\\end{cases}\n\\]Find $a$ if the graph of $y=f(x)$ is continuous (which means the graph can be drawn without lifting your pencil from the paper)."
	p2 := "Let \\[f(x) =\n\\begin{cases}\n5x^2+2&\\text{if } x\\le a, \\\\\n11x &\\text{if } x>a.\n\\end{cases}\n\\]Find the smallest possible value for $a$ if the graph of $y=f(x)$ is continuous (which means the graph can be drawn without lifting your pencil from the paper)."
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{p, `\frac{1}{2}`, record.Confirm},
		{p, `2`, record.Refute},
		{p2, `\frac{1}{5}`, record.Confirm},
		{p2, `2`, record.Refute},
		// Two values where one is asked: undecided.
		{strings.Replace(p2, "the smallest possible value for $a$", "$a$", 1), `\frac{1}{5}`, record.Undecided},
		// The pieces do not split the line at one point.
		{strings.Replace(p, "x>2", "x>3", 1), `\frac{1}{2}`, record.Undecided},
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
