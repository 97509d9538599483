package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootSymmetric: an expression in the named roots of a polynomial,
// found exactly from Vieta's relations when it does not depend on which
// root has which name; one word more, a name count other than the
// degree, a letter that is not a name, or an expression that depends on
// the naming is not decided here.
func TestRootSymmetric(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Let $a,$ $b,$ and $c$ be the roots of $x^3 - 3x - 5 = 0.$  Find $abc.$`, `5`, record.Confirm, "Vieta"},
		{`Let $a,$ $b,$ and $c$ be the roots of $x^3 - 3x - 5 = 0.$  Find $abc.$`, `-5`, record.Refute, "Vieta"},
		{`Let $r,$ $s,$ and $t$ be the roots of $x^3 + 9x^2 + 2x + 1 = 0.$ Compute $\frac{1}{r^2} + \frac{1}{s^2} + \frac{1}{t^2}.$`, `-14`, record.Confirm, "Vieta"},
		{`Let $r,$ $s,$ and $t$ be the roots of $x^3 + 9x^2 + 2x + 1 = 0.$ Compute $\frac{1}{r^2} + \frac{1}{s^2} + \frac{1}{t^2}.$`, `-13`, record.Refute, "Vieta"},
		{`If $a$ and $b$ are the solutions to the equation $x^{2} - 5x + 9= 0$, what is the value of $(a - 1)(b - 1)$?`, `5`, record.Confirm, "Vieta"},
		{"Compute $a^2 + b^2 + c^2,$ given that $a,$ $b,$ and $c$ are the roots of \\[2x^3 - x^2 + 4x + 10 = 0.\\]", `-\frac{15}4`, record.Confirm, "Vieta"},
		{"Let $p,$ $q,$ $r,$ $s$ be the roots of\n\\[3x^4 - x + 12 = 0.\\]Find $pqr + pqs + prs + qrs.$", `\frac{1}{3}`, record.Confirm, "Vieta"},
		{`Let $a, b$, and $c$ be the roots of the cubic polynomial $2x^3 - 3x^2 + 165x - 4$. Compute \[(a+b-1)^3 + (b+c-1)^3 + (c+a-1)^3.\]`, `117`, record.Confirm, "Vieta"},
		// Symmetric only on the roots, not as a formula: 169 either way.
		{`Given that $\alpha$ and $\beta$ are the roots of $x^2 - 2x - 1 = 0,$ find $5 \alpha^4 + 12 \beta^3.$`, `169`, record.Confirm, "Vieta"},
		// Not read here: one word more; the real roots only; the degree
		// not the names' count; the value depends on the naming; a
		// letter that is no name; a word naming another degree.
		{`Let $a,$ $b,$ and $c$ be the distinct roots of $x^3 - 3x - 5 = 0.$  Find $abc.$`, `5`, record.Undecided, ""},
		{`Let $a$ and $b$ be the real roots of $x^4 - 4x - 1 = 0.$  Find $ab.$`, `1`, record.Undecided, ""},
		{`Let $a$ and $b$ be the roots of $x^3 - 3x - 5 = 0.$  Find $ab.$`, `5`, record.Undecided, ""},
		{`Let $a,$ $b,$ $c$ be the roots of $x^3 - 6x^2 + 3x + 1 = 0.$  Find $a^2 b + b^2 c + c^2 a.$`, `24`, record.Undecided, ""},
		{`Let $a,$ $b,$ and $c$ be the roots of $x^3 - 3x - 5 = 0.$  Find $abcd.$`, `5`, record.Undecided, ""},
		{`Let $a,$ $b,$ and $c$ be the roots of the quadratic $x^3 - 3x - 5 = 0.$  Find $abc.$`, `5`, record.Undecided, ""},
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
