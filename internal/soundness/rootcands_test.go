package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRootCandsSlip (issue 42): the rational root theorem's count plus
// and minus 1 or halved, its list short of a value or with one too many,
// are refuted; another statement gives no mutant.
func TestRootCandsSlip(t *testing.T) {
	const form = "A polynomial with integer coefficients is of the form\n"
	for _, c := range []struct{ problem, answer string }{
		{form + `\[2x^3 + a_2 x^2 + a_1 x - 4 = 0.\]Find the number of possible rational roots of this polynomial.`, `8`},
		{form + `\[9x^4 + a_3 x^3 + a_2 x^2 + a_1 x + 15 = 0.\]Find the number of different possible rational roots of this polynomial.`, `16`},
		{form + `\[3x^3 + a_2 x^2 + a_1 x - 6 = 0.\]Enter all the possible integer roots of this polynomial, separated by commas.`, `-6, -3, -2, -1, 1, 2, 3, 6`},
		{form + `\[x^4 + a_3 x^3 + a_2 x^2 + a_1 x + 18.\]You are told that the integer $r$ is a double root of this polynomial.  (In other words, the polynomial is divisible by $(x - r)^2.$)  Enter all the possible values of $r,$ separated by commas.`, `-3,-1,1,3`},
	} {
		got := answers(generate(c.problem, c.answer), RootCandsSlip)
		if len(got) == 0 {
			t.Fatalf("rootcands-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(form+`\[2x^3 + a_1 x - 4 = 0.\]Find the number of possible rational roots of this polynomial.`, `8`), RootCandsSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
