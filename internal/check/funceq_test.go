package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFuncEquation (issue 42): the unknown of one equation written with
// functions the statement defines, the definitions substituted and the
// equation solved exactly; two solutions, non-real ones, or a letter left
// over are undecided.
func TestFuncEquation(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Given $f(x)=cx^3-9x+3$ and $f(2)=9$, find the value of $c$.`, `3`, record.Confirm, "value of c"},
		{`Given $f(x)=cx^3-9x+3$ and $f(2)=9$, find the value of $c$.`, `2`, record.Refute, ""},
		{`Let $f(x)=3x^4-7x^3+2x^2-bx+1$. For what value of $b$ is $f(1)=1$?`, `-2`, record.Confirm, ""},
		{`Let $p(x) = 2x - 7$ and $q(x) = 3x - b$.  If $p(q(4)) = 7$, what is $b$?`, `5`, record.Confirm, "p(q(4)) = 7"},
		{`Let $p(x) = 2x - 7$ and $q(x) = 3x - b$.  If $p(q(4)) = 7$, what is $b$?`, `-5`, record.Refute, ""},
		{`Suppose $f (x ) = x^2 + 12$. If $m > 0$ and $f (3m) = 3(f (m))$, what is the value of $m$?`, `2`, record.Confirm, ""},
		{`Suppose $f (x ) = x^2 + 12$. If $m > 0$ and $f (3m) = 3(f (m))$, what is the value of $m$?`, `-2`, record.Refute, ""},
		{`If $f (x) = x + 2$ and $g (x) = x^2$, then for what value of $x$ does $f(g(x)) = g(f(x))$? Express your answer as a common fraction.`, `-\frac{1}{2}`, record.Confirm, ""},
		{`If $f (x) = x + 2$ and $g (x) = x^2$, then for what value of $x$ does $f(g(x)) = g(f(x))$? Express your answer as a common fraction.`, `-0.5`, record.Undecided, ""},
		{`If $g(x)=\sqrt[3]{\frac{x+3}{4}}$, for what value of $x$ will $g(2x)=2(g(x))$? Express your answer in simplest form.`, `-\frac{7}{2}`, record.Confirm, ""},
		// Two real solutions, non-real solutions, another letter left.
		{`Let $f(x)=x^2$. If $f(a)=4$, what is $a$?`, `2`, record.Undecided, "2 real solutions"},
		{`Let $f(x)=x^3$. If $f(a)=8$, what is $a$?`, `2`, record.Undecided, "non-real"},
		{`Let $f(x)=kx+b$. If $f(2)=4$, what is $b$?`, `4`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
