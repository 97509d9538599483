package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAnglePair (issue 42): complementary and supplementary angles
// (measure.CheckAnglePair), computed exactly.
func TestAnglePair(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`What is the degree measure of the supplement of the complement of a 42-degree angle?`, `132`, record.Confirm},
		{`What is the degree measure of the supplement of the complement of a 42-degree angle?`, `48`, record.Refute},
		{`What is the degree measure of the supplement of the complement of a 92-degree angle?`, `2`, record.Undecided}, // no complement
		{`Two complementary angles are in a ratio of $3:2$. What is the measure, in degrees, of the smaller angle?`, `36`, record.Confirm},
		{`Two complementary angles are in a ratio of $3:2$. What is the measure, in degrees, of the smaller angle?`, `54`, record.Refute},
		{`What is the measure of an angle, in degrees, if its supplement is six times its complement?`, `72^{\circ}`, record.Confirm},
		{`What is the measure of an angle, in degrees, if its supplement is six times its complement?`, `18`, record.Refute},
		{`The complement of an angle is $5^{\circ}$ more than four times the angle. What is the number of degrees in the measure of the angle?`, `17^\circ`, record.Confirm},
		{`Angles $A$ and $B$ are supplementary. If the measure of angle $A$ is $8$ times angle $B$, what is the measure of angle A?`, `160`, record.Confirm},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
