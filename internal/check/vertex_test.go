package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVertex (issue 42): the vertex of the parabola of a quadratic, exact,
// a value at it or a distance to a point or between two vertices.
func TestVertex(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`The vertex of the parabola described by the equation $y=2x^2-4x+4$ is $(m,n)$. What is $m$?`, `1`, record.Confirm, "vertex (1, 2)"},
		{`The vertex of the parabola described by the equation $y=2x^2-4x+4$ is $(m,n)$. What is $m$?`, `-1`, record.Refute, ""},
		{`The vertex of the parabola described by the equation $3y=2x^2-16x+18$ is $(m,n)$. What is $m+n$?`, `-\frac{2}{3}`, record.Confirm, ""},
		{`Find the distance between the vertex of the graph of the equation $f(x) = x^2 - 8x + 15$ and the point $(0, 2)$.`, `5`, record.Confirm, ""},
		{`Find the distance between the vertex of the graph of the equation $f(x) = x^2 - 8x + 15$ and the point $(0, 0)$.`, `\sqrt{17}`, record.Confirm, ""},
		{`Find the distance between the vertex of the graph of the equation $f(x) = x^2 - 8x + 15$ and the point $(0, 0)$.`, `4`, record.Refute, ""},
		{`Let $A$ be the vertex of the graph of the equation $y=x^2 - 2x + 3 $. Let $B$ be the vertex of the graph of the equation $y=x^2 + 4x + 10 $. What is the distance between $A$ and $B$?`, `5`, record.Confirm, ""},
		// Not a quadratic; another wording.
		{`The vertex of the parabola described by the equation $y=2x^3-4x+4$ is $(m,n)$. What is $m$?`, `1`, record.Undecided, ""},
		{`The highest point of the parabola described by the equation $y=-2x^2-4x+4$ is $(m,n)$. What is $m$?`, `-1`, record.Undecided, ""},
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
