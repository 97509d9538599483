package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestUnitChain (issue 42): a conversion between made-up units given by
// two equivalences (measure.CheckUnitChain), chained exactly.
func TestUnitChain(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`If 4 daps = 7 yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?`, `40`, record.Confirm},
		{`If 4 daps = 7 yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?`, `42`, record.Refute},
		{`If 4 daps are equivalent to 3 dops, and 2 dops are equivalent to 7 dips, how many daps are equivalent to 42 dips?`, `16\text{ daps}`, record.Confirm},
		{`If 2 cats are as cool as 5 alpacas and 3 pandas are as cool as 7 cats, how many pandas are as cool as 70 alpacas?`, `12`, record.Confirm},
		{`If 2 cats are as cool as 5 alpacas and 3 pandas are as cool as 7 cats, how many pandas are as cool as 70 alpacas?`, `28`, record.Refute},
		{`If 4 daps = 7 yaps, and 5 baps = 3 dips, how many daps equal 42 baps?`, `40`, record.Undecided}, // not a chain
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
