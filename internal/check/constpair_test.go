package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConstPair (issue 42): "Find $A$ and $B$ such that \[L = R\] … Write
// your answer in the form $(A,B)$." is read as the constants of an
// identity (constident), their pair compared exactly.
func TestConstPair(t *testing.T) {
	p1 := "Find $A$ and $B$ such that\n\\[\\frac{3x+5}{x^2-x-42}=\\frac{A}{x-7}+\\frac{B}{x+6}.\\]Write your answer in the form $(A,B)$."
	p2 := "Find $A$ and $B$ such that\n\\[\\frac{4x}{x^2-8x+15} = \\frac{A}{x-3} + \\frac{B}{x-5}\\]for all $x$ besides 3 and 5. Express your answer as an ordered pair in the form $(A, B).$"
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{p1, `(2,1)`, record.Confirm},
		{p1, `(1,2)`, record.Refute},
		{p2, `(-6, 10)`, record.Confirm},
		{p2, `(6, -10)`, record.Refute},
		// A half-open interval is no ordered pair (the harness's
		// interval-end mutant): not confirmed.
		{p2, `(-6, 10]`, record.Undecided},
		{strings.Replace(p1, "Write your answer", "Then write your answer", 1), `(2,1)`, record.Undecided},
		// "There are (real) numbers (values) $A$ and $B$ such that (for which) … Find $E$."
		{"There are real numbers $A$ and $B$ such that\n\\[\\frac{5x-16}{x^2-7x+10}=\\frac{A}{x-2}+\\frac{B}{x-5}.\\]Find $A+B$.", `5`, record.Confirm},
		{"There are real numbers $A$ and $B$ such that\n\\[\\frac{5x-16}{x^2-7x+10}=\\frac{A}{x-2}+\\frac{B}{x-5}.\\]Find $A+B$.", `4`, record.Refute},
		{"There are numbers $A$ and $B$ for which  \\[\\frac A{x-1}+\\frac B{x+1}=\\frac{x+2}{x^2-1}\\] for every number $x\\neq\\pm1$.  Find $B$.", `-\frac12`, record.Confirm},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want {
			t.Errorf("%q / %q: got %s (%s), want %s", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
		if r.Verdict != record.Undecided && len(r.Evidence) == 0 {
			t.Errorf("%q / %q: %s without evidence", c.problem, c.answer, r.Verdict)
		}
	}
}
