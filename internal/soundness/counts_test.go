package soundness

import (
	"slices"
	"testing"
)

// TestCountShift: a count n is mutated to n+1 and n-1 where the problem
// asks how many, and not elsewhere.
func TestCountShift(t *testing.T) {
	got := answers(generate(`How many integers $n$ satisfy $(n+3)(n-7) \le 0$?`, `11`), CountShift)
	if !slices.Equal(got, []string{"12", "10"}) {
		t.Errorf("count 11: got %q, want 12 and 10", got)
	}
	got = answers(generate(`How many integers $x$ satisfy $x^2<1$?`, `0`), CountShift)
	if !slices.Equal(got, []string{"1", "-1"}) {
		t.Errorf("count 0: got %q, want 1 and -1", got)
	}
	if got := answers(generate(`Compute $5+6$.`, `11`), CountShift); len(got) != 0 {
		t.Errorf("no count asked: %q", got)
	}
	if got := answers(generate(`How many integers satisfy it?`, `\frac{1}{2}`), CountShift); len(got) != 0 {
		t.Errorf("not an integer: %q", got)
	}
}
