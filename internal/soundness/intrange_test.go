package soundness

import (
	"slices"
	"testing"
)

// TestIntRangeOther: the integer in a range is replaced by another
// solution of its condition off the range.
func TestIntRangeOther(t *testing.T) {
	q := `Find the integer $n,$ $-90 \le n \le 90,$ such that $\sin n^\circ = \sin 419^\circ.$`
	if got := answers(generate(q, `59`), IntRangeOther); !slices.Equal(got, []string{`121`}) {
		t.Errorf("180 − 59: got %q", got)
	}
	if got := answers(generate(`Find the integer $n,$ $-90 \le n \le 90,$ such that $\sin n^\circ = \sin 419^\circ$ today.`, `59`), IntRangeOther); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
