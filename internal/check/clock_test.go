package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestClock (issue 42): the angle between the hands of a clock at a time
// (measure.CheckClock), computed exactly.
func TestClock(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`How many degrees are in the acute angle formed by the hands of a clock at 3:30?`, `75^\circ`, record.Confirm},
		{`How many degrees are in the acute angle formed by the hands of a clock at 3:30?`, `90`, record.Refute},
		{`What is the number of degrees in the acute angle formed by the hands of a clock at 6:44?`, `62^\circ`, record.Confirm},
		{`At 11:00 a.m. how many degrees are in the smaller angle formed by the minute hand and the hour hand of the clock?`, `30`, record.Confirm},
		{`At 11:00 a.m. how many degrees are in the smaller angle formed by the minute hand and the hour hand of the clock?`, `330`, record.Refute},
		{`What is the measure of the smaller angle between the hands of a 12-hour clock at 12:25 pm, in degrees? Express your answer as a decimal to the nearest tenth.`, `137.5\text{ degrees}`, record.Confirm},
		{`How many degrees are in the acute angle formed by the hands of a clock at 5:00?`, `150`, record.Undecided},  // not acute
		{`How many degrees are in the larger angle formed by the hands of a clock at 3:30?`, `285`, record.Undecided}, // not read
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
