package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFormIdentity: "P can be written in the form T, where … are
// constants" is read as an identity in P's variables; its coefficients
// equated are solved exactly and E must take one value on every real
// solution (with the constants' signs the statement gives).
func TestFormIdentity(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`The quadratic $4x^2+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What is $a+b+c$?`, `3`, record.Confirm, "identity in x"},
		{`The quadratic $4x^2+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What is $a+b+c$?`, `4`, record.Refute, ""},
		{`When the expression $-2x^2-20x-53$ is written in the form $a(x+d)^2+e$, where $a$, $d$, and $e$ are constants, what is the sum $a+d+e$?`, `0`, record.Confirm, "the constant e written k"},
		{`The expression $24x^2-19x-35$ can be written as $(Ax-5)(2Bx+C)$, where $A$, $B$, and $C$ are positive numbers. Find $AB-3C$.`, `-9`, record.Confirm, ""},
		{`The expression $x^2 + 15x + 54$ can be written as  $(x + a)(x + b),$ and the expression $x^2 - 17x + 72$ written as $(x - b)(x - c)$, where $a$, $b$, and $c$ are integers. What is the value of $a + b + c$?`, `23`, record.Confirm, "is not used"},
		{`If the product $(3x^2 - 5x + 4)(7 - 2x)$ can be written in the form $ax^3 + bx^2 + cx + d$, where $a,b,c,d$ are real numbers, then find $8a + 4b + 2c + d$.`, `18`, record.Confirm, ""},
		{`The expression $x^2 - 16x + 60$ can be written in the form $(x - a)(x - b)$, where $a$ and $b$ are both nonnegative integers and $a > b$. What is the value of $3b - a$?`, `8`, record.Confirm, ""},
		// Two real solutions with two values (the integers not used): no
		// verdict; no constants make the identity hold; one word more.
		{`The expression $16x^2-106x-105$ can be written as $(8x + a)(2x + b),$ where $a$ and $b$ are integers. What is $a + 2b$?`, `-23`, record.Undecided, ""},
		{`The quadratic $4x^3+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are constants. What is $a+b+c$?`, `3`, record.Undecided, ""},
		{`The quadratic $4x^2+2x-1$ can be written in the form $a(x+b)^2+c$, where $a$, $b$, and $c$ are nonzero constants. What is $a+b+c$?`, `3`, record.Undecided, ""},
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
