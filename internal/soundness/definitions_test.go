package soundness

import (
	"slices"
	"testing"
)

// TestDefMisread: a definition statement's answer is mutated to the values
// of its misreadings (operands swapped, compositions reversed, one branch
// everywhere), each kept only when it differs from the answer.
func TestDefMisread(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            []string
	}{
		{`Define $a \star b = a^b + ab$. What is $3 \star 5$?`, `258`, []string{"140"}},
		{`If $f(x) = x + 1$ and $g(x) = x^2 + 3$, what is the value of $f(g(2))$?`, `8`, []string{"12"}},
		{`Let \[f(x) = \begin{cases} 3x + 5 &\text{if }x<-3, \\ 7-4x&\text{if }x\ge -3. \end{cases} \]Find $f(-10)$.`, `-25`, []string{"47"}},
		{`If $a \star b = a + b$, what is $3 \star 5$?`, `8`, nil}, // symmetric: no misreading differs
		{`Compute $5+6$.`, `11`, nil},
	}
	for _, c := range cases {
		got := answers(generate(c.problem, c.answer), DefMisread)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q / %s: got %q, want %q", c.problem, c.answer, got, c.want)
		}
	}
}
