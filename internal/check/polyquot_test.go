package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestPolyQuotient: the quotient of a polynomial division, exactly; one
// word more, two letters, or an answer that is not a polynomial is not
// decided here.
func TestPolyQuotient(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Find the quotient when $x^5 + 7$ is divided by $x + 1.$`, `x^4 - x^3 + x^2 - x + 1`, record.Confirm, "the quotient is"},
		{`Find the quotient when $x^5 + 7$ is divided by $x + 1.$`, `x^4 + x^3 + x^2 + x + 1`, record.Refute, "the quotient is"},
		{`Find the quotient of the division $(3z^4-4z^3+5z^2-11z+2)/(2+3z)$.`, `z^3  -2z^2+3z-\frac{17}{3}`, record.Confirm, "the quotient is"},
		{`Find the quotient when $x^4 + 3x^2 - 7x$ is divided by $x^2 + 2x - 1.$`, `x^2 - 2x + 7`, record.Refute, "the quotient is"},
		// Not read here.
		{`Find the quotient when $x^5 + 7$ is divided by $x + 1$ twice.`, `x^4 - x^3 + x^2 - x + 1`, record.Undecided, ""},
		{`Find the quotient when $x^5 + y$ is divided by $x + 1.$`, `x^4 - x^3 + x^2 - x + 1`, record.Undecided, ""},
		{`Find the quotient when $x^5 + 7$ is divided by $x + 1.$`, `x^4 - x^3 + x^2 - x + 1 + \frac{6}{x+1}`, record.Undecided, ""},
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
