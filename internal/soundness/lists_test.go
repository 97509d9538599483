package soundness

import (
	"slices"
	"testing"
)

// TestListSpan: a list's count is mutated to its number of steps and to
// the counts with the step doubled or halved (where they are new).
func TestListSpan(t *testing.T) {
	got := answers(generate(`How many numbers are in the list $ 4, 6, 8, \ldots, 128, 130 ?$`, `64`), ListSpan)
	// 63, the number of steps, is already a count-shift mutant (64 − 1).
	if !slices.Equal(got, []string{"127"}) {
		t.Errorf("list-span of 64: got %q, want the count with step 1, 127", got)
	}
	if got := answers(generate(`How many numbers are in the list $ 4, 7, 8, \ldots, 128, 130 ?$`, `64`), ListSpan); len(got) != 0 {
		t.Errorf("not a progression: got %q", got)
	}
}
