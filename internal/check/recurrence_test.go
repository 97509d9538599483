package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRecurrence (issue 42, OlympiadBench): a term of a sequence given by
// values and one recurrence, computed term by term exactly; a wrong
// answer is left undecided, and a statement with one more word, a
// recurrence not affine in its top term, or values that do not fix the
// term asked is not confirmed.
func TestRecurrence(t *testing.T) {
	const (
		u = `Let $T=7$. Given the sequence $u_{n}$ such that $u_{3}=5, u_{6}=89$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq 1$, compute $u_{T}$.`
		v = `Consider the sequence $t_{1}=1, t_{2}=-1$ and $t_{n}=\left(\frac{n-3}{n-1}\right) t_{n-2}$ where $n \geq 3$. What is the value of $t_{1998}$ ?`
		f = `The function $f(x)$ satisfies the equation $f(x)=f(x-1)+f(x+1)$ for all values of $x$. If $f(1)=1$ and $f(2)=3$, what is the value of $f(2008)$ ?`
	)
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{u, "233", record.Confirm, "= 233"},
		{u, "234", record.Undecided, "not the answer's 234"},
		{v, `\frac{-1}{1997}`, record.Confirm, "-1/1997"},
		{v, `\frac{1}{1997}`, record.Undecided, ""},
		{f, "-1", record.Confirm, "f(2008) = -1"},
		{f, "1", record.Undecided, ""},
		{`Given the sequence $a_{n}$ such that $a_{1}=1$, and $a_{n+1}=2 a_{n}+1$ for all positive integers $n$, compute $a_{10}$.`, "1023", record.Confirm, "= 1023"},
		// one given value and an order-2 recurrence: u_7 is not fixed
		{`Given the sequence $u_{n}$ such that $u_{3}=5$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq 1$, compute $u_{7}$.`, "233", record.Undecided, ""},
		// the top term squared: not solved
		{`Given the sequence $a_{n}$ such that $a_{1}=1$, and $a_{n+1}^{2}=a_{n}+3$ for integers $n \geq 1$, compute $a_{2}$.`, "2", record.Undecided, ""},
		// one more word
		{`Given the increasing sequence $u_{n}$ such that $u_{3}=5, u_{6}=89$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq 1$, compute $u_{7}$.`, "233", record.Undecided, ""},
		// the recurrence holds from n = 5 only: u_4, u_5 are not fixed
		{`Given the sequence $u_{n}$ such that $u_{3}=5, u_{6}=89$, and $u_{n+2}=3 u_{n+1}-u_{n}$ for integers $n \geq 5$, compute $u_{7}$.`, "233", record.Undecided, ""},
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
