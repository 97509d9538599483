package statement

import (
	"slices"
	"testing"
)

// TestFormulaSlots: the prose in lower case with a token per formula, its
// trailing punctuation moved out and a tie dropped.
func TestFormulaSlots(t *testing.T) {
	for _, c := range []struct {
		problem  string
		numbered bool
		text     string
		slots    []string
	}{
		{`Let $a$ and $b$ be the roots of $x^2-3x+1=0.$ Find $a+b$.`, false, "let § and § be the roots of §. find §.", []string{"a", "b", "x^2-3x+1=0", "a+b"}},
		{`If $x = 2,$ What is $x^2$?`, true, "if §0, what is §1?", []string{"x = 2", "x^2"}},
		{`Find $n$ with $$n\equiv 3\pmod{5}~?$$`, true, "find §0 with §1?", []string{"n", `n\equiv 3\pmod{5}`}},
	} {
		text, slots := FormulaSlots(c.problem, c.numbered)
		if text != c.text || !slices.Equal(slots, c.slots) {
			t.Errorf("FormulaSlots(%q) = %q, %q; want %q, %q", c.problem, text, slots, c.text, c.slots)
		}
	}
}
