package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestValueEquation (issue 42): an equation whose variable the prose names
// as the value asked ("What is the value of $x$ in the equation
// <equation>?") is solved for it: the answer is confirmed when it is the
// equation's one real root, every other root proven absent; one word
// outside the shape and the statement keeps its reading.
func TestValueEquation(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is the value of $x$ in the equation $6^{x+1}-6^{x}=1080$?`, `3`, record.Confirm, "exactly 1 real root"},
		{`What is the value of $x$ in the equation $6^{x+1}-6^{x}=1080$?`, `4`, record.Refute, ""},
		{`What is the value of $x$ in the equation $5x - 3x + 4(1-4x) = 32$?`, `-2`, record.Confirm, "What is the value of $v$ in the equation"},
		{`What is the value of $y$ in the equation $\frac{30}{50}=\sqrt{\frac{y}{50}}$?`, `18`, record.Confirm, ""},
		{`In the equation, $\frac15+\frac{5}{x}=\frac{12}{x}+\frac{1}{12}$, what is the value of $x$?`, `60`, record.Confirm, ""},
		{`If $2^8=4^x$, what is the value of $x$?`, `4`, record.Confirm, ""},
		{`What is the value of $x$ which satisfies $\sqrt[3]{x\sqrt{x}}=7$?`, `49`, record.Confirm, ""},
		{`For what value of $x$ is the following equation true: $6500 + x - 4500 = 3400 + 2000$?`, `3400`, record.Confirm, ""},
		{`For what value of $x$ does $2^{12} = \left(\frac{1}{8}\right)^x$?`, `-4`, record.Confirm, ""},
		{`Find $y$: $\sqrt{19+3y} = 7$.`, `10`, record.Confirm, ""},
		{`Find the $r$ that satisfies $\log_{16} (r+16) = \frac{5}{4}$.`, `16`, record.Confirm, ""},
		{`Find the value of $x$ that satisfies the equation $2x+3=1$.`, `-1`, record.Confirm, ""},
		// Two real roots: "the value" presumes one, so an answer that leaves
		// one out is not refuted; a value that is no root is.
		{`What is the value of $x$ in the equation $x^2=4$?`, `2`, record.Undecided, "the equation has another root"},
		{`If $|4x+2|=10$, what is the value of $x$?`, `-3`, record.Undecided, "another root"},
		{`If $|4x+2|=10$, what is the value of $x$?`, `-2`, record.Refute, ""},
		// A word outside the shape, a second variable, a \log of no base.
		{`What is the value of $x$ in the quadratic equation $x^2-4x+4=0$?`, `2`, record.Undecided, ""},
		{`What is the value of $x$ in the equation $x+y=4$?`, `2`, record.Undecided, ""},
		{`What is the value of $x$ in the equation $\log x=2$?`, `100`, record.Undecided, ""},
		{`What is the value of $x$ in the equation $2x=4$ if $x$ is positive?`, `2`, record.Undecided, ""},
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
