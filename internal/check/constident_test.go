package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConstIdentity: issue 42, the constants that make an equation in x
// an identity (given.CheckConstIdentity).
func TestConstIdentity(t *testing.T) {
	const (
		triple = "Find constants $A,$ $B,$ and $C$ so that\n\\[\\frac{x^2 - 7}{(x - 2)(x - 3)(x - 5)} = \\frac{A}{x - 2} + \\frac{B}{x - 3} + \\frac{C}{x - 5}.\\]Enter the ordered triple $(A,B,C).$"
		quad   = "Find constants $A,$ $B,$ $C,$ and $D$ such that\n\\[\\frac{4x^3 - 20x^2 + 37x  -25}{(x-2)^3(x-1)} = \\frac{A}{x - 1} + \\frac{B}{(x -2)^3} + \\frac{C}{(x-2)^2}+\\frac{D}{x-2}.\\]Enter the order quadruple $(A,B,C,D).$"
		shift  = "There exist constants $c_2,$ $c_1,$ and $c_0$ such that\n\\[x^3 + x^2 - 5 = (x - 3)^3 + c_2 (x - 3)^2 + c_1 (x - 3) + c_0.\\]Find $c_2^2 + c_1^2 + c_0^2.$"
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{triple, `(-1,-1,3)`, record.Confirm},
		{triple, `(-1,3,-1)`, record.Refute},
		{triple, `(-1,-1)`, record.Undecided},
		{quad, `(4,1,4,0)`, record.Confirm},
		{quad, `(4,1,0,4)`, record.Refute},
		{shift, `2150`, record.Confirm},
		{shift, `2151`, record.Refute},
		// no constants make it an identity: the x² terms cannot match
		{strings.Replace(triple, "x^2 - 7", "x^3 - 7", 1), `(-1,-1,3)`, record.Undecided},
		// a constant twice over: no single solution
		{strings.Replace(triple, `\frac{C}{x - 5}`, `\frac{C}{x - 2}`, 1), `(-1,-1,3)`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
