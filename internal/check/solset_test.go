package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSolutionSet (issue 42, CollegeMath): the solution set of A·x = 0
// written as a linear combination of vectors, with or without a basis;
// a direction off the null space, too few directions, a wrong basis or
// another wording is undecided.
func TestSolutionSet(t *testing.T) {
	sys := func(rows, unknowns, rhs string) string {
		return "Write the solution set of the following system as a linear combination of vectors\n$$\n\\left[\\begin{array}{lll}\n" + rows +
			"\n\\end{array}\\right]\\left[\\begin{array}{l}\n" + unknowns + "\n\\end{array}\\right]=\\left[\\begin{array}{l}\n" + rhs + "\n\\end{array}\\right]\n$$"
	}
	p3 := sys(`1 & -1 & 2 \\ 1 & -2 & 1 \\ 3 & -4 & 5`, `x \\ y \\ z`, `0 \\ 0 \\ 0`)
	p4 := sys(`1 & 1 & 0 & 1 \\ 2 & 1 & 1 & 2 \\ 1 & 0 & 1 & 1 \\ 0 & 0 & 0 & 0`, `x \\ y \\ z \\ w`, `0 \\ 0 \\ 0 \\ 0`)
	col := func(es ...string) string {
		return `\left[\begin{array}{r}` + strings.Join(es, ` \\ `) + `\end{array}\right]`
	}
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{p3, `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `, \hat{t}_{3} \in \mathbb{R}$. A basis for the solution space is $` + col("-3", "-1", "1") + `$`, record.Confirm, "rank 2"},
		{p3, `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$`, record.Confirm, "dimension 1"},
		{p3, `Solution is: $` + col(`3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$`, record.Undecided, "not in the null space"},
		{p3, `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}+1`) + `$`, record.Undecided, "constant part"},
		{p3, `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$. A basis is $` + col("3", "1", "1") + `$`, record.Undecided, "basis vector 1"},
		{p4, `Solution is: $` + col(`-s-t`, `s`, `s`, `t`) + `, s, t \in \mathbb{R}$. A basis is $\left\{` + col("-1", "1", "1", "0") + `,` + col("-1", "0", "0", "1") + `\right\}$`, record.Confirm, "dimension 2"},
		{p4, `Solution is: $` + col(`-s-t`, `s`, `s`, `s`) + `$`, record.Undecided, ""},
		{p4, `Solution is: $` + col(`-t`, `0`, `0`, `t`) + `$`, record.Undecided, "not 2 independent"},
		{p4, `Solution is: $` + col(`-s^{2}-t`, `s`, `s`, `t`) + `$`, record.Undecided, "not affine"},
		// Near misses: another wording, a letter in A, a further question.
		{strings.Replace(p3, "solution set", "general solution", 1), `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$`, record.Undecided, ""},
		{strings.Replace(p3, "-4", "a", 1), `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$`, record.Undecided, ""},
		{p3 + " Is it unique?", `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$`, record.Undecided, ""},
		{p3, `Solution is: $` + col(`-3 \hat{t}`, `-\hat{t}`, `\hat{t}`) + `$. It is a line.`, record.Undecided, ""},
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
