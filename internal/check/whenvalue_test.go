package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestWhenValue: "the value of E when x = c" read whole and rewritten as
// given values; one word more, or a value that is not a number, is not
// read.
func TestWhenValue(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$?`, `34`, record.Confirm, "rewritten as"},
		{`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$?`, `35`, record.Refute, "rewritten as"},
		{`If $\frac{1}{x} + \frac{1}{y} = \frac{1}{z}$, find the value of $y$ when $x = 25$ and $z = 24$.`, `600`, record.Confirm, "600"},
		{`If $y = \displaystyle\frac{1}{3x+1}$, what is the value of $x$ when $y = 1$?`, `0`, record.Confirm, "rewritten as"},
		{`Evaluate \begin{align*} \left(c^c-c(c-1)^c\right)^c \end{align*} when $c=3$.`, `27`, record.Confirm, "rewritten as"},
		// A value with a letter; one word more.
		{`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=a$?`, `34`, record.Undecided, ""},
		{`If $y = 8 - 5x +4x^2$, what is the value of $y$ when $x=-2$ today?`, `34`, record.Undecided, ""},
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
