package statement

import "testing"

// TestLetPreamble: "Let $T=c$." is substituted in the formulas after it
// when c has no letter; a value with a letter, a T in the prose or a
// preamble that does not end a sentence leaves the statement as written.
func TestLetPreamble(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{`Let $T=9$. Compute $\sqrt[T]{10^{T^{2}-T}}$.`, `Compute $\sqrt[(9)]{10^{(9)^{2}-(9)}}$.`, true},
		{`Let $T=$ 7, and let $K=9 T$. Compute $K+T$.`, `Compute $(9 (7))+(7)$.`, true},
		{`Let $T=\frac{8}{5}$. Compute $\Theta T$.`, `Compute $\Theta (\frac{8}{5})$.`, true},
		{`Let $T=T N Y W R$. Compute $2^{T}$.`, ``, false},
		{`Let $T=5$. Suppose that T people stand in a line. Compute $T!$.`, ``, false},
		{`Let $T=5$ be the answer. Compute $T!$.`, ``, false},
		{`Let $x=5$. Compute $x^2$.`, ``, false},
	} {
		got, _, ok := LetPreamble(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("LetPreamble(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestMathQuestionOut: a question mark ending a formula goes to the prose;
// "=?" stays.
func TestMathQuestionOut(t *testing.T) {
	for in, want := range map[string]string{
		`What are all values of $x$ such that $$ \log_5(x+3)=1 ? $$`: `What are all values of $x$ such that $$ \log_5(x+3)=1$$?`,
		`What is $56.78-43.6?$`:             `What is $56.78-43.6$?`,
		`$\frac{5(1+i^{3})}{(2+i)(2-i)}=?$`: `$\frac{5(1+i^{3})}{(2+i)(2-i)}=?$`,
		`What is $x$? Find $y$.`:            `What is $x$? Find $y$.`,
	} {
		if got := MathQuestionOut(in); got != want {
			t.Errorf("MathQuestionOut(%q) = %q, want %q", in, got, want)
		}
	}
}
