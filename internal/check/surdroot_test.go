package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSurdRoot (issue 42): the positive solution of a quadratic written
// √a − b with a and b natural numbers, a and b read off the exact roots.
func TestSurdRoot(t *testing.T) {
	p := `The equation $x^2+14x=33$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{p, `89`, record.Confirm},
		{p, `75`, record.Refute},
		// a a perfect square (x² + 2x = 8: roots 2, −4): the writing is not unique.
		{`The equation $x^2+2x=8$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`, `10`, record.Undecided},
		// b not natural (odd middle coefficient).
		{`The equation $x^2+3x=5$ has two solutions. The positive solution has the form $\sqrt{a}-b$ for positive natural numbers $a$ and $b$. What is $a+b$?`, `5`, record.Undecided},
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
