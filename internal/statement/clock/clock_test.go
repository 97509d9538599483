package clock

import "testing"

// TestRead: the clock questions read, the time and the angle asked; near
// misses not read.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		problem string
		h, m    int
		kind    Kind
		round   bool
	}{
		{`How many degrees are in the acute angle formed by the hands of a clock at 3:30?`, 3, 30, Acute, false},
		{`At $2\!:\!48$ what is the degree measure of the smaller angle formed by the hour and minute hands of a $12$-hour clock?`, 2, 48, Smaller, false},
		{`What is the measure, in degrees, of the acute angle formed by the minute hand and the hour hand on a standard clock when it indicates $9$:$40$?`, 9, 40, Acute, false},
		{`How many degrees are in the measure of the smaller angle that is formed by the hour-hand and minute-hand of a clock when it is 5 o'clock?`, 5, 0, Smaller, false},
		{`What is the number of degrees in the measure of the smaller obtuse angle formed by the hands of a standard clock at 2:48pm?`, 2, 48, SmallerObtuse, false},
		{`What is the measure of the smaller angle between the hands of a 12-hour clock at 12:25 pm, in degrees? Express your answer as a decimal to the nearest tenth.`, 12, 25, Smaller, true},
	} {
		q, ok := Read(c.problem)
		if !ok || q.H != c.h || q.M != c.m || q.Kind != c.kind || (q.Round != nil) != c.round {
			t.Errorf("%q: got %v %+v, want %d:%02d kind %d", c.problem, ok, q, c.h, c.m, c.kind)
		}
	}
	for _, p := range []string{
		`How many degrees are in the larger angle formed by the hands of a clock at 3:30?`,                // larger
		`How many degrees does the hour hand move between 3:30 and 4:10?`,                                 // two times, no angle kind
		`How many degrees are in the acute angle formed by the hands of a clock 20 minutes after 3:30?`,   // another number
		`How many degrees are in the acute angle formed by the hands of a clock at 3:30 if it runs fast?`, // other words
		`How many degrees are in the acute angle formed by the hands of a clock at 13:30?`,                // no such time
	} {
		if q, ok := Read(p); ok {
			t.Errorf("%q: read as %+v, want not read", p, q)
		}
	}
}
