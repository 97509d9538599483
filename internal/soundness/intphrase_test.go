package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntPhraseSlip (issue 42): a number-theory question asked in one
// sentence is mutated to near misses (± 1, twice, m − r), and leg 1
// refutes each (or confirms no mutant of the answer, where another
// family drew the same near misses first); another statement gives no mutant.
func TestIntPhraseSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`What is the remainder when 5 to the 999,999th power is divided by 7?`, `6`},
		{`How many even positive divisors does $7!$ have?`, `48`},
		{`What is the 100th digit after the decimal point of the decimal representation of 1/7?`, `8`},
		{`Express $\frac{37}{80}$ as a terminating decimal.`, `0.4625`},
		{`What is the positive difference between the two largest prime factors of $159137$?`, `14`},
		{`Find the positive base $b$ in which the equation $5 \cdot 25_b = 137_b$ is valid.`, `9`},
		{`What is the product of the least common multiple and the greatest common factor of $20$ and $90$?`, `1800`},
		{`The number 236! ends in how many zeros when expressed as an integer?`, `57`},
		{`For how many integer values of $n$ between 1 and 474 inclusive does the decimal representation of $\frac{n}{475}$ terminate?`, `24`},
		{`What is the sum of the prime numbers between 10 and 20?`, `60`},
		{`When $n$ is divided by 3, the remainder is 2. What is the remainder when $5n$ is divided by 3?`, `1`},
		{`When three positive integers are divided by $12$, the remainders are $7,$ $9,$ and $10,$ respectively.  When the sum of the three integers is divided by $12$, what is the remainder?`, `2`},
	} {
		g := generate(c.problem, c.answer)
		got, strict := answers(g, IntPhraseSlip), true
		if len(got) == 0 {
			strict = false
			// The near misses were drawn first by another family: they
			// must not be confirmed.
			got = answers(g, "")
		}
		if len(got) == 0 {
			t.Fatalf("mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute && (strict || r.Verdict == record.Confirm) {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`What is the remainder when $x^2$ is divided by $x-1$?`, `1`), IntPhraseSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
