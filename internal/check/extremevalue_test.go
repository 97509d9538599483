package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestExtremeValue (issue 42): the largest or the smallest value of an
// expression on the finitely many real solutions of given equations,
// every value compared exactly; an infinite or non-real solution set, or
// a letter z or w, is left alone.
func TestExtremeValue(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`If $6a^2 + 5a + 4 = 3,$ then what is the smallest possible value of $2a + 1$?`, `0`, record.Confirm, "smallest value of 2 a + 1"},
		{`If $6a^2 + 5a + 4 = 3,$ then what is the smallest possible value of $2a + 1$?`, `\frac{1}{3}`, record.Refute, ""},
		{`If $y^2= 36$, what is the greatest possible value of $y^3$?`, `216`, record.Confirm, "{y = -6; y = 6}"},
		{`If $y^2= 36$, what is the greatest possible value of $y^3$?`, `-216`, record.Refute, ""},
		{`What is the greatest possible value of $x+y$ such that $x^{2} + y^{2} =90$ and $xy=27$?`, `12`, record.Confirm, ""},
		{`What is the greatest possible value of $x+y$ such that $x^{2} + y^{2} =90$ and $xy=27$?`, `-12`, record.Refute, ""},
		{`What is the greatest possible value of $a$ in the system of equations $5a + 2b = 0$ and $ab = -10$?`, `2`, record.Confirm, ""},
		{`If $7=x^2+\frac{1}{x^2}$, then what is the greatest possible value of $x+\frac{1}{x}$?`, `3`, record.Confirm, ""},
		{`If $7=x^2+\frac{1}{x^2}$, then what is the greatest possible value of $x+\frac{1}{x}$?`, `\sqrt{7}`, record.Refute, ""},
		{`Let $b$ be a number such that $(2b+5)(b-1)=6b.$ What is the largest possible value of $b$? Express your answer as a common fraction.`, `\frac{5}{2}`, record.Confirm, ""},
		{`Let $b$ be a number such that $(2b+5)(b-1)=6b.$ What is the largest possible value of $b$? Express your answer as a common fraction.`, `2.5`, record.Undecided, ""},
		{`If $|x+5|-|3x-6|=0$, find the largest possible value of $x$. Express your answer as an improper fraction.`, `\frac{11}{2}`, record.Confirm, "{x = 1/4; x = 11/2}"},
		{`If $|x+5|-|3x-6|=0$, find the largest possible value of $x$. Express your answer as an improper fraction.`, `\frac{1}{4}`, record.Refute, ""},
		// Infinitely many solutions, non-real solutions, complex letters,
		// another word: not read or not decided.
		{`If $x^2+y^2=1$, what is the largest possible value of $x+y$?`, `\sqrt{2}`, record.Undecided, ""},
		{`If $x^4 = 16$, what is the greatest possible value of $x^2$?`, `4`, record.Undecided, ""},
		{`If $|z| = 5$, and $|w| = 2$, what is the minimum value of $|z-w|$?`, `3`, record.Undecided, ""},
		{`If $y^2= 36$ and $y$ is an integer, what is the greatest possible value of $y^3$?`, `216`, record.Undecided, ""},
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
