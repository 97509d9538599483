package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSqrtMatrix (issue 42, CollegeMath): "Find a square root of $A$":
// B with B·B = A exactly is confirmed; another matrix, a relation naming
// A, or another wording is undecided.
func TestSqrtMatrix(t *testing.T) {
	ask := `Let $A=\left[\begin{array}{rr}-5 & -6 \\ 9 & 10\end{array}\right]$. Find a square root of $A$, i.e., find a matrix $B$ such that $B^{2}=A$.`
	b := func(s string) string { return `\left[\begin{array}{rr}` + s + `\end{array}\right]` }
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{ask, "$B=" + b(`-1 & -2 \\ 3 & 4`) + "$.", record.Confirm, "squared is A"},
		{ask, "$" + b(`1 & 2 \\ -3 & -4`) + "$", record.Confirm, ""},
		{ask, "$B=" + b(`-1 & -2 \\ 3 & 5`) + "$.", record.Undecided, "not trusted"},
		{ask, "$A=" + b(`-1 & -2 \\ 3 & 4`) + "$.", record.Undecided, "B = N"},
		{strings.Replace(ask, "a square root", "a cube root", 1), "$B=" + b(`-1 & -2 \\ 3 & 4`) + "$.", record.Undecided, ""},
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

// TestPowerHint (issue 42, CollegeMath): "Compute $A^{4}$, where $$A=M$$
// Hint: …": A⁴ exactly; another matrix or another power is undecided.
func TestPowerHint(t *testing.T) {
	ask := "Compute $A^{4}$, where\n$$\nA=\\left[\\begin{array}{ll}\n1 & -3 \\\\\n2 & -5\n\\end{array}\\right]\n$$\nHint: you can save some work by calculating $A^{2}$ times $A^{2}$."
	ans := func(s string) string { return `$\left[\begin{array}{rr}` + s + `\end{array}\right]$` }
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{ask, ans(`-71 & 168 \\ -112 & 265`), record.Confirm},
		{ask, ans(`-71 & 168 \\ -112 & 264`), record.Undecided},
		{strings.Replace(ask, "A^{4}", "A^{3}", 1), ans(`-71 & 168 \\ -112 & 265`), record.Undecided},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict == record.Confirm && len(r.Evidence) == 0 {
			t.Errorf("%q: confirmed without evidence", c.answer)
		}
	}
}
