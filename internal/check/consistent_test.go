package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConsistency (issue 42, CollegeMath): "Determine if the system is
// consistent. If so, is the solution unique?" answered "There is no
// solution." or by assignments; a wrong claim, a partial solution or
// another wording is undecided.
func TestConsistency(t *testing.T) {
	sys := func(r2, r4 string) string {
		return "Determine if the system is consistent. If so, is the solution unique?\n$$\n\\begin{gathered}\nx+2 y+z-w=2 \\\\\nx-y+z+w=" + r2 + " \\\\\n2 x+y-z=1 \\\\\n4 x+2 y+z=" + r4 + "\n\\end{gathered}\n$$"
	}
	none, some := sys("1", "5"), sys("0", "3")
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{none, "There is no solution.", record.Confirm, "λ·b = 1"},
		{some, "There is no solution.", record.Undecided, "consistent"},
		{some, `Solution is: $\left[w=\frac{3}{2} y-1, x=\frac{2}{3}-\frac{1}{2} y, z=\frac{1}{3}\right]$`, record.Confirm, "rank 3"},
		{some, `The solution is: $x=\frac{1}{3}-\frac{1}{3} t, y=\frac{2}{3}+\frac{2}{3} t, z=\frac{1}{3}, w=t$`, record.Confirm, "the solution set exactly"},
		{some, `The solution is: $x=\frac{1}{3}-\frac{1}{3} t, y=\frac{2}{3}+\frac{2}{3} t, z=\frac{1}{2}, w=t$`, record.Undecided, "constant part"},
		{some, `The solution is: $x=\frac{1}{3}, y=\frac{2}{3}, z=\frac{1}{3}, w=0$`, record.Undecided, "not 1 independent"},
		{some, `Solution is: $\left[w=\frac{3}{2} x-1, x=\frac{2}{3}-\frac{1}{2} y, z=\frac{1}{3}\right]$`, record.Undecided, ""},
		{none, `The solution is: $x=1, y=0, z=1, w=t$`, record.Undecided, ""},
		// Near misses: another question, another wording.
		{strings.Replace(some, "If so, is the solution unique?", "Find the solution with $w=0$.", 1), `The solution is: $x=\frac{1}{3}-\frac{1}{3} t, y=\frac{2}{3}+\frac{2}{3} t, z=\frac{1}{3}, w=t$`, record.Undecided, ""},
		{strings.Replace(none, "consistent", "inconsistent", 1), "There is no solution.", record.Undecided, ""},
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
