package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDivisorSetSlip (issue 42): the answers of a divisor set, a polygon's
// angles and a count of multiples are mutated to their neighbours and
// doubles (a neighbour another family made first is not made twice), and
// leg 1 refutes each and confirms no mutant of these rows; another statement gives no mutant.
func TestDivisorSetSlip(t *testing.T) {
	n := map[string]int{}
	for _, c := range []struct{ typ, problem, answer string }{
		{DivisorSetSlip, `Compute the sum of the reciprocals of the positive integer divisors of 24.`, `\frac{5}{2}`},
		{DivisorSetSlip, `Compute the sum of all positive two-digit factors of $2^{32}-1$.`, `168`},
		{DivisorSetSlip, `What is the sum of all of the odd divisors of $6300$?`, `3224`},
		{DivisorSetSlip, `Find the number of distinct positive divisors of $(30)^4$ excluding 1 and $(30)^4$.`, `123`},
		{PolyAngleSlip, `What is the measure, in degrees, of one interior angle of a regular hexagon?`, `120`},
		{PolyAngleSlip, `A regular polygon has interior angles of 144 degrees. How many sides does the polygon have?`, `10`},
		{PolyAngleSlip, `By how many degrees does the measure of an interior angle of a regular octagon exceed the measure of an interior angle of a regular hexagon?`, `15`},
		{MultCountSlip, `Determine the number of positive integers less than or equal to 300 that are multiples of 3 or 5 , but are not multiples of 10 or 15 .`, `100`},
		{MultCountSlip, `How many numbers between 1 and 2005 are integer multiples of 3 or 4 but not 12?`, `835`},
		{MultCountSlip, `How many three-digit numbers are multiples of neither 5 nor 7?`, `618`},
		{PowChainSlip, `Compute the number of integers $n$ for which $2^{4}<8^{n}<16^{32}$.`, `41`},
		{PowChainSlip, `Compute the number of integers $n$ for which $\frac{1}{100}<2^{n}<100$.`, `13`},
		{CoinLeastSlip, `A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $10 \%$.`, `5`},
		{CoinLeastSlip, `Compute the least positive integer $n$ such that when a fair coin is flipped $n$ times, the probability of it landing heads on all $n$ flips is less than $\frac{1}{6084}$.`, `13`},
		{BaseCountSlip, `Compute the number of positive integers $b$ such that the number $41$ has exactly two digits when written in base $b$.`, `35`},
		{BaseCountSlip, `Compute the number of positive integers $b$ such that the number $100$ has exactly three digits when written in base $b$.`, `6`},
		{DiffSqSlip, `Compute the number of positive integers less than 25 that cannot be written as the difference of two squares of integers.`, `6`},
		{DiffSqSlip, `How many of the integers between 1 and 1000, inclusive, can be expressed as the difference of the squares of two nonnegative integers?`, `750`},
	} {
		gen := generate(c.problem, c.answer)
		n[c.typ] += len(answers(gen, c.typ))
		// The family's mutants are refuted; no mutant of the row is confirmed.
		for _, m := range gen.Mutants {
			r := check.Check(context.Background(), c.problem, m.Answer, check.Options{Seed: 1})
			if r.Verdict == record.Confirm || m.Type == c.typ && r.Verdict != record.Refute {
				t.Errorf("%s mutant %s of %q: %s (%s)", m.Type, m.Answer, c.problem, r.Verdict, r.Note)
			}
		}
	}
	for _, typ := range []string{DivisorSetSlip, PolyAngleSlip, MultCountSlip, PowChainSlip, CoinLeastSlip, BaseCountSlip, DiffSqSlip} {
		if n[typ] == 0 {
			t.Errorf("%s: no mutant", typ)
		}
		if got := answers(generate(`What is the sum of the positive divisors of $x$?`, `7`), typ); len(got) != 0 {
			t.Errorf("%s: a statement not read: got %q", typ, got)
		}
	}
}
