package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolygon (issue 42): the diagonals, sides or angles of a polygon named
// in words (measure.CheckPolygon), computed exactly.
func TestPolygon(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`How many diagonals does a convex polygon with 23 sides have?`, `230`, record.Confirm},
		{`How many diagonals does a convex polygon with 23 sides have?`, `253`, record.Refute},
		{`How many distinct diagonals of a convex hexagon can be drawn?`, `9`, record.Confirm},
		{`How many degrees are in each interior angle of a regular hexagon?`, `120^\circ`, record.Confirm},
		{`What is the degree measure of an interior angle of a regular pentagon?`, `108\text{ degrees}`, record.Confirm},
		{`What is the degree measure of an interior angle of a regular pentagon?`, `72`, record.Refute},
		{`A regular polygon has interior angles of 144 degrees. How many sides does the polygon have?`, `10`, record.Confirm},
		{`A regular polygon has interior angles of 144 degrees. How many sides does the polygon have?`, `36`, record.Refute},
		{`A regular polygon has interior angles of 145 degrees. How many sides does the polygon have?`, `10`, record.Undecided}, // 360/35 sides
		{`A regular polygon has exterior angles each measuring 15 degrees. How many sides does the polygon have?`, `24`, record.Confirm},
		{`If a regular polygon has a total of nine diagonals, how many sides does it have?`, `6`, record.Confirm},
		{`If a regular polygon has a total of ten diagonals, how many sides does it have?`, `6`, record.Undecided}, // no n
		{`By how many degrees does the measure of an interior angle of a regular octagon exceed the measure of an interior angle of a regular hexagon?`, `15^\circ`, record.Confirm},
		{`What is the degree measure of an interior angle of a pentagon?`, `108`, record.Undecided}, // not regular: not read
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
