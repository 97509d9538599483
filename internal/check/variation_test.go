package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestVariation: inverse variation read whole and rewritten as given
// values; one word more, or direct variation, is not read; a quantity
// with two values is undecided.
func TestVariation(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`If $j$ and $k$ are inversely proportional and $j = 16$ when $k = 21$, what is the value of $j$ when $k = 14$?`, `24`, record.Confirm, "read as inverse variation"},
		{`If $j$ and $k$ are inversely proportional and $j = 16$ when $k = 21$, what is the value of $j$ when $k = 14$?`, `\frac{32}{3}`, record.Refute, "read as inverse variation"},
		{`Suppose that $a^2$ varies inversely with $b^3$. If $a=7$ when $b=3$, find the value of $a^2$ when $b=6$.`, `6.125`, record.Confirm, "is 49/8"},
		{`Suppose that $y^3$ varies inversely with $\sqrt[3]{z}$. If $y=2$ when $z=1$, find the value of $z$ when $y=4$. Express your answer in simplest fractional form.`, `\frac1{512}`, record.Confirm, "1/512"},
		{`The values of $x$ and $y$ are always positive, and $x^2$ and $y$ vary inversely. If $y$ is 10 when $x$ is 2, then find $x$ when $y$ is 4000.`, `\frac{1}{10}`, record.Confirm, "x > 0"},
		{`Suppose that $\alpha$ is inversely proportional to $\beta$.  If $\alpha = 4$ when $\beta = 9$, find $\alpha$ when $\beta = -72$.`, `-\frac{1}{2}`, record.Confirm, `\alpha written s`},
		// Two values of x without the positivity; direct variation; one word more.
		{`Quantities $x^2$ and $y$ vary inversely. If $y$ is 10 when $x$ is 2, then find $x$ when $y$ is 4000.`, `\frac{1}{10}`, record.Undecided, "read as inverse variation"},
		{`If $j$ and $k$ are directly proportional and $j = 16$ when $k = 21$, what is the value of $j$ when $k = 14$?`, `\frac{32}{3}`, record.Undecided, ""},
		{`If $j$ and $k$ are inversely proportional and $j = 16$ when $k = 21$, what is the value of $j$ when $k = 14$ today?`, `24`, record.Undecided, ""},
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
