package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSlopeThroughPoints: the slope through two points is (y₂−y₁)/(x₂−x₁)
// exactly; a vertical line's slope is the word "undefined".
func TestSlopeThroughPoints(t *testing.T) {
	const q = "Find the slope of the line through the points "
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{q + `$(13,-2)$ and $(7,7)$.`, `$-\frac{3}{2}$`, record.Confirm, "is -3/2"},
		{q + `$(13,-2)$ and $(7,7)$.`, `$\frac{3}{2}$`, record.Refute, ""},
		{q + `$(-5,-10)$ and $(-5,20)$.`, `Undefined`, record.Confirm, "vertical"},
		{q + `$(-5,-10)$ and $(-5,20)$.`, `0`, record.Undecided, "vertical"},
		{q + `$(-5,-10)$ and $(5,20)$.`, `Undefined`, record.Refute, "not vertical"},
		// One word more: not the shape.
		{`Find the slope of the line through the points $(1,2)$ and $(3,4)$ and the origin.`, `1`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}

// TestRelatedSlope: a parallel line has the given line's slope −a/b, a
// perpendicular one its negative reciprocal b/a, from the exact
// expansion of the given equation a·x + b·y + c = 0.
func TestRelatedSlope(t *testing.T) {
	const par = "Find the slope of a line parallel to the given line: "
	const perp = "Find the slope of a line perpendicular to the given line: "
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{par + `$7 x+y=-2$`, `-7`, record.Confirm, "is -7"},
		{par + `$y=2 x+4$`, `-\frac{1}{2}`, record.Refute, ""},
		{perp + `$3 x-y=-3$`, `$-\frac{1}{3}$`, record.Confirm, "is -1/3"},
		{perp + `$3 x-y=-3$`, `3`, record.Refute, ""},
		{perp + `$y=-\frac{1}{3} x$`, `3`, record.Confirm, "of slope -1/3"},
		{par + `$y=4$`, `0`, record.Undecided, "horizontal or vertical"},
		{par + `$y=x^2$`, `1`, record.Undecided, "not linear"},
		{par + `$y=m x+4$`, `m`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
