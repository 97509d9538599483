package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPieceSum (issue 42): the sum of the solutions of f(x) = c for a
// piecewise f, each root kept only where its piece applies.
func TestPieceSum(t *testing.T) {
	p := "Let \\[f(x) =\n\\begin{cases}\nx^2+9 &\\text{if }x<-5, \\\\\n3x-8&\\text{if }x\\ge-5.\n\\end{cases}\n\\]If $f(x)=10$, find the sum of all possible values of $x$."
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{p, `6`, record.Confirm, "{6}"},
		{p, `5`, record.Refute, ""},
		// Irrational roots (x² + 9 = 12): undecided.
		{strings.Replace(p, "f(x)=10", "f(x)=12", 1), `5`, record.Undecided, "irrational"},
		// Another wording.
		{strings.Replace(p, "find the sum", "find quickly the sum", 1), `6`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
