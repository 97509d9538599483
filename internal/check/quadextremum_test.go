package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestQuadExtremum (issue 42): the least (greatest) value of a quadratic
// in several variables over all real points, decided exactly when its
// quadratic part is definite; a semidefinite or indefinite one, or one
// with conditions, is left undecided.
func TestQuadExtremum(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is the minimum value of the expression $x^2+y^2+2x-4y+8$ for real $x$ and $y$?`, `3`, record.Confirm, "(x = -1, y = 2)"},
		{`What is the minimum value of the expression $x^2+y^2+2x-4y+8$ for real $x$ and $y$?`, `8`, record.Refute, ""},
		{"For real numbers $x,$ $y,$ and $z,$ find the minimum value of\n\\[2x^2 + 5y^2 + 2z^2 + 4xy - 4yz - 2z - 2x.\\]", `-1`, record.Confirm, ""},
		{"Find the minimum value of\n\\[2x^2 + 2xy + 4y + 5y^2 - x\\]over all real numbers $x$ and $y.$", `-\frac{5}{4}`, record.Confirm, ""},
		{"Find the minimum value of\n\\[2x^2 + 2xy + 4y + 5y^2 - x\\]over all real numbers $x$ and $y.$", `-1`, record.Refute, ""},
		{`Find the maximum value of $-x^2-y^2+2x$ over all real numbers $x$ and $y.$`, `1`, record.Confirm, ""},
		// Indefinite, semidefinite, restricted: undecided.
		{`Find the minimum value of $x^2 - y^2$ over all real numbers $x$ and $y.$`, `0`, record.Undecided, ""},
		{`Find the minimum value of $x^2 + 2xy + y^2 + 1$ over all real numbers $x$ and $y.$`, `1`, record.Undecided, ""},
		{"Let $x$ and $y$ be real numbers such that $0 \\le x \\le 1$ and $0 \\le y \\le 1.$  Find the maximum value of\n\\[x^2 y - xy^2.\\]", `\frac{1}{4}`, record.Undecided, ""},
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

// TestQuadValue (issue 42): the least or greatest value of a quadratic
// asked through a named variable or in a short sentence (quadext.Read);
// over the integers only when the real critical point is an integer.
func TestQuadValue(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`What is the minimum value of $y$ if $y=3x^2+6x+9?$`, `6`, record.Confirm, "(x = -1)"},
		{`What is the minimum value of $y$ if $y=3x^2+6x+9?$`, `9`, record.Refute, ""},
		{`What is the minimum possible value for $y$ in the equation $y = x^2 - 6x + 13$?`, `4`, record.Confirm, ""},
		{`If $y = -x^2 + 5$ and $x$ is a real number, then what is the maximum value possible for $y$?`, `5`, record.Confirm, ""},
		{`What is the smallest possible real value of $x^2 + 8x$?`, `-16`, record.Confirm, ""},
		{`Given the function $y=x^2+10x+21$, what is the least possible value of $y$?`, `-4`, record.Confirm, ""},
		{`What is the minimum value of $z$ if $z=x^2+2y^2+6x-4y+22?$`, `11`, record.Confirm, ""},
		{`If $x$ is an integer, what is the smallest value of the expression $x^2 - 6x +13$?`, `4`, record.Confirm, "over the integers"},
		// The critical point not an integer; no least value; another word.
		{`If $x$ is an integer, what is the smallest value of the expression $x^2 - 5x +13$?`, `7`, record.Undecided, ""},
		{`What is the minimum value of $y$ if $y=-3x^2+6x+9?$`, `6`, record.Undecided, ""},
		{`What is the minimum value of $y$ if $y=x^3+6x+9?$`, `6`, record.Undecided, ""},
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
