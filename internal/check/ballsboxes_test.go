package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBallsInBoxes (issue 42): balls put in boxes, each reading of which
// side is distinguishable counted exactly; a statement that says more (a
// colour, a condition) is left to the rest of the dispatch.
func TestBallsInBoxes(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable and the boxes are distinguishable?", "243", record.Confirm, "3^5 = 243"},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable but the boxes are not?", "41", record.Confirm, "sum to 41"},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are not distinguishable but the boxes are?", "21", record.Confirm, "C(7, 2) = 21"},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are not distinguishable and neither are the boxes?", "5", record.Confirm, "at most 3 parts: 5"},
		{"How many ways are there to put 4 distinguishable balls into 2 indistinguishable boxes?", "8", record.Confirm, "sum to 8"},
		{"How many ways are there to put 4 indistinguishable balls into 2 distinguishable boxes?", "5", record.Confirm, "C(5, 1) = 5"},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable but the boxes are not?", "243", record.Refute, "not 243"},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable but the boxes are?", "243", record.Undecided, ""},
		{"How many ways are there to put 4 balls in 3 boxes if two balls are indistinguishably green, two are indistinguishably red, and the boxes are distinguishable?", "36", record.Undecided, ""},
		{"How many ways are there to put 5 balls in 3 boxes if the balls are distinguishable but the boxes are not and no box is empty?", "25", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
