package soundness

import (
	"slices"
	"testing"
)

// TestRootOther: the other roots of the cleared equation (the other
// solution and the excluded root of a denominator), only where the
// statement is read.
func TestRootOther(t *testing.T) {
	p := `Find the largest value of $c$ such that $\frac{c^2 + 6c -27}{c-3} +2c = 23$.`
	got := answers(generate(p, `\frac{14}{3}`), RootOther)
	if !slices.Contains(got, "3") {
		t.Errorf("root of the denominator: got %q, want 3 among them", got)
	}
	if got := answers(generate(`What is the largest value of $x$ such that $x^2-5x-36=0$?`, `9`), RootOther); !slices.Equal(got, []string{"-4"}) {
		t.Errorf("the other solution: got %q, want -4", got)
	}
	if got := answers(generate(`Solve for the largest value of $x$ such that $x^2 + 24x + 128 = 0.$`, `-8`), RootOther); !slices.Equal(got, []string{"-16"}) {
		t.Errorf("the other solution (issue 42 round 3 wording): got %q, want -16", got)
	}
	if got := answers(generate(`What is the largest positive value of $x$ such that $x^2-5x-36=0$?`, `9`), RootOther); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
