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
