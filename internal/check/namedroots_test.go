package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNamedRoots: an expression in the two named roots of a quadratic
// equation is computed exactly at the roots (in ℚ(√d), complex roots
// included) and compared; unordered, it must not depend on which root is
// which; ordered, the roots must be real. An unordered expression is read
// first by Vieta's relations (given.CheckRootSymmetric, TestRootSymmetric),
// whose note the unordered rows below show.
func TestNamedRoots(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`If $a$ and $b$ are the solutions to the equation $x^{2} - 5x + 9= 0$, what is the value of $(a - 1)(b - 1)$?`, `5`, record.Confirm, "Vieta"},
		{`If $a$ and $b$ are the solutions to the equation $x^{2} - 5x + 9= 0$, what is the value of $(a - 1)(b - 1)$?`, `6`, record.Refute, ""},
		{`Let $a$ and $b$ be the solutions of the equation $2x^2-10x+5=0$. What is the value of $(2a-3)(4b-6)$?`, `-22`, record.Confirm, "Vieta"},
		{`Find $\frac{1}{a-1}+\frac{1}{b-1},$ where $a$ and $b$ are the roots of the quadratic equation $2x^2-7x+2 = 0.$`, `-1`, record.Confirm, ""},
		{`The equation $x^2-6x+2=29$ has two solutions, $a$ and $b$, with $a\geq b$. What is the value of $2a-3b$?`, `27`, record.Confirm, "a the larger root"},
		{`The equation $x^2-6x+2=29$ has two solutions, $a$ and $b$, with $a\geq b$. What is the value of $2a-3b$?`, `-17`, record.Refute, ""},
		{`Let $d$ and $e$ denote the solutions of $3x^2+10x-25=0$. Find $(d-e)^2$.`, `\frac{400}{9}`, record.Confirm, ""},
		{`Let the roots of the polynomial $x^2 + 7x - 2$ be $\alpha$ and $\beta.$ Evaluate $\alpha^2 + \beta^2.$`, `53`, record.Confirm, ""},
		{`Let $p$ and $q$ be the two distinct solutions to the equation $$(x-3)(x+3) = 21x - 63.$$If $p > q$, what is the value of $p - q$?`, `15`, record.Confirm, "p the larger root"},
		{`Given that $\alpha$ and $\beta$ are the roots of $x^2 - 2x - 1 = 0,$ find $5 \alpha^4 + 12 \beta^3.$`, `169`, record.Confirm, ""},
		// The two solutions not named: their sum, product, positive
		// difference (ordered), the greater.
		{`The quadratic $x^2-4x-14=3x+16$ has two solutions.  What is the positive difference between these solutions?`, `13`, record.Confirm, "p the larger root"},
		{`What is the greater of the solutions to the equation $x^2 + 15x -54=0$?`, `3`, record.Confirm, ""},
		{`There are two solutions for the equation $x^2 - x - 6 = 0$. What is the product of these two solutions?`, `6`, record.Refute, ""},
		{`There are two real solutions for the equation $x^2 - x - 6 = 0$. What is the product of these two solutions?`, `-6`, record.Undecided, ""},
		// Not determined by the unordered roots; an ordered pair of complex
		// roots; an irrational value; a repeated root.
		{`Let $a$ and $b$ be the solutions of the equation $x^2-5x+6=0$. What is the value of $a-b$?`, `1`, record.Undecided, "depends on which root"},
		{`The equation $x^2+1=0$ has two solutions, $a$ and $b$, with $a\geq b$. What is the value of $a-b$?`, `0`, record.Undecided, "not real"},
		{`Let $a$ and $b$ be the solutions of the equation $x^2-2=0$. What is the value of $a^3+b$?`, `0`, record.Undecided, ""},
		// (An unordered expression is decided first by Vieta's relations,
		// given.CheckRootSymmetric, which counts a repeated root twice: a
		// + b is 2 under every reading of "the solutions".)
		{`Let $a$ and $b$ be the solutions of the equation $x^2-2x+1=0$. What is the value of $a+b$?`, `2`, record.Confirm, "Vieta"},
		// One word more: not the shape.
		{`If $a$ and $b$ are the positive solutions to the equation $x^{2} - 5x + 6= 0$, what is the value of $(a - 1)(b - 1)$?`, `2`, record.Undecided, ""},
		// A letter of the equation that is not its unknown.
		{`Let $a$ and $b$ be the roots of the equation $x^2-mx+2=0$. What is the value of $ab$?`, `2`, record.Undecided, ""},
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
