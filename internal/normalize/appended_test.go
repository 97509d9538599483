package normalize

import "testing"

func TestWithoutAppendedAnswer(t *testing.T) {
	for _, c := range []struct{ sol, want string }{
		{"$1+1=2$, so $\\boxed{3}$.\n\nAnswer: $\\boxed{2}$.", "$1+1=2$, so $\\boxed{3}$."},
		{"Answer: $\\boxed{2}$.", ""},
		{"So the answer is $\\boxed{2}$.", "So the answer is $\\boxed{2}$."},
	} {
		if got := WithoutAppendedAnswer(c.sol, `\boxed{2}`); got != c.want {
			t.Errorf("%q: %q, want %q", c.sol, got, c.want)
		}
		if got := appendAnswer(c.want, `\boxed{2}`); c.want != c.sol && got != c.sol && c.want != "" {
			t.Errorf("appendAnswer(%q) = %q, want %q", c.want, got, c.sol)
		}
	}
}
