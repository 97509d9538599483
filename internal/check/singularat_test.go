package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSingularAt (issue 42, CollegeMath): the values of t where a matrix
// of functions of t is singular: zero determinant identically, K·e^{mt},
// a·t³ + b; a false claim, a wrong stated determinant, another root or
// another wording is undecided.
func TestSingularAt(t *testing.T) {
	ask := func(m string) string {
		return "Consider the matrix\n$$\nA=\\left[\\begin{array}{ccc}\n" + m + "\n\\end{array}\\right]\n$$\nDoes there exist a value of t for which this matrix fails to be invertible? Explain."
	}
	rot := ask(`1 & 0 & 0 \\ 0 & \cos t & -\sin t \\ 0 & \sin t & \cos t`)
	ex := ask(`e^{t} & e^{-t} \cos t & e^{-t} \sin t \\ e^{t} & -e^{-t} \cos t-e^{-t} \sin t & -e^{-t} \sin t+e^{-t} \cos t \\ e^{t} & 2 e^{-t} \sin t & -2 e^{-t} \cos t`)
	hyp := ask(`e^{t} & \cosh t & \sinh t \\ e^{t} & \sinh t & \cosh t \\ e^{t} & \cosh t & \sinh t`)
	poly := ask(`1 & t & t^{2} \\ 0 & 1 & 2 t \\ t & 0 & 2`)
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{rot, `No. It has non-zero determinant $\operatorname{det}(A)=\cos ^{2} t+\sin ^{2} t=1$ for all $t$, so it is invertible for all $t$.`, record.Confirm, "never 0"},
		{rot, `No. It has a nonzero determinant for all $t$`, record.Confirm, ""},
		{rot, `No. It has non-zero determinant $\operatorname{det}(A)=\cos ^{2} t+\sin ^{2} t=2$ for all $t$.`, record.Undecided, "states"},
		{rot, `Yes. It has a zero determinant at $t=0$`, record.Undecided, ""},
		{ex, `$$\operatorname{det} A=5 e^{-t} \neq 0$$ and so this matrix is always invertible.`, record.Confirm, "5·e^{-1t}"},
		{ex, `$$\operatorname{det} A=5 e^{t} \neq 0$$ and so this matrix is always invertible.`, record.Undecided, ""},
		{hyp, `Since the matrix $A$ has two identical rows, we have $\operatorname{det}(A)=0$ for all $t$. So this matrix is noninvertible for all $t$.`, record.Confirm, "0 identically"},
		{hyp, `No. It has a nonzero determinant for all $t$`, record.Undecided, ""},
		{poly, `$\operatorname{det}(A)=t^{3}+2$, and so $A$ has no inverse when $t=-\sqrt[3]{2}$.`, record.Confirm, "only real root"},
		{poly, `$\operatorname{det}(A)=t^{3}+2$, and so $A$ has no inverse when $t=\sqrt[3]{2}$.`, record.Undecided, ""},
		{poly, `$\operatorname{det}(A)=t^{3}+2$, and so $A$ has no inverse when $t=-\sqrt{2}$.`, record.Undecided, ""},
		{poly, `$\operatorname{det}(A)=t^{3}-2$, and so $A$ has no inverse when $t=-\sqrt[3]{2}$.`, record.Undecided, ""},
		{poly, `No. It has a nonzero determinant for all $t$`, record.Undecided, ""},
		{rot, `\text{No. It has non-zero determinant }\operatorname{det}(A)=\cos ^{2} t+\sin ^{2} t=1\text{ for all }t\text{, so it is invertible for all }t`, record.Confirm, ""},
		{hyp, `\operatorname{det} A=0 \text{ and so this matrix fails to have a nonzero determinant at any value of }t`, record.Confirm, ""},
		{poly, `\operatorname{det}(A)=t^{3}+2\text{, and so }A\text{ has no inverse when }t=-\sqrt[3]{2}`, record.Confirm, ""},
		{poly, `\operatorname{det}(A)=t^{3}+3\text{, and so }A\text{ has no inverse when }t=-\sqrt[3]{2}`, record.Undecided, ""},
		// Near misses: another question, another letter.
		{strings.Replace(rot, "fails to be invertible", "has a positive determinant", 1), `No. It has a nonzero determinant for all $t$`, record.Undecided, ""},
		{strings.Replace(rot, `\cos t`, `\cos x`, 1), `No. It has a nonzero determinant for all $t$`, record.Undecided, ""},
		{strings.Replace(rot, `\sin t`, `\tan t`, 1), `No. It has a nonzero determinant for all $t$`, record.Undecided, ""},
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
