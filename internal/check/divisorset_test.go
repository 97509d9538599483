package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

type shapeCase struct {
	q, answer string
	want      record.Verdict
}

func runShapeCases(t *testing.T, cases []shapeCase) {
	t.Helper()
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}

// TestDivisorSet: issue 42, a set of the divisors of one integer
// (integers.CheckDivisorSet).
func TestDivisorSet(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Compute the sum of the reciprocals of the positive integer divisors of 24.`, `\frac{5}{2}`, record.Confirm},
		{`Compute the sum of the reciprocals of the positive integer divisors of 24.`, `\frac{5}{3}`, record.Refute},
		{`Compute the sum of all positive two-digit factors of $2^{32}-1$.`, `168`, record.Confirm},
		{`What is the sum of all of the odd divisors of $6300$?`, `3224`, record.Confirm},
		{`What is the sum of all of the odd divisors of $6300$?`, `3225`, record.Refute},
		{`Find the number of distinct positive divisors of $(30)^4$ excluding 1 and $(30)^4$.`, `123`, record.Confirm},
		{`Let $T=5$. Compute the number of positive divisors of the number $20^{4} \cdot 11^{T}$ that are perfect cubes.`, `12`, record.Confirm},
		{`Determine the number of positive divisors of 900, including 1 and 900, that are perfect squares. (A positive divisor of 900 is a positive integer that divides exactly into 900.)`, `8`, record.Confirm},
		{`Let $T=20$. The product of all positive divisors of $2^{T}$ can be written in the form $2^{K}$. Compute $K$.`, `210`, record.Confirm},
		{`Let $T=$ 21. The number $20^{T} \cdot 23^{T}$ has $K$ positive divisors. Compute the greatest prime factor of $K$.`, `43`, record.Confirm},
		{`Compute the integer $n$ such that $2009<n<3009$ and the sum of the odd positive divisors of $n$ is 1024 .`, `2604`, record.Confirm},
		{`Compute the integer $n$ such that $2009<n<3009$ and the sum of the odd positive divisors of $n$ is 1024 .`, `2605`, record.Refute},
		// "integer divisors" alone may count the negative ones: not read.
		{`What is the sum of the odd integer divisors of $6300$?`, `3224`, record.Undecided},
		// Several integers in the range: "the integer" is not one.
		{`Compute the integer $n$ such that $1<n<30$ and the sum of the odd positive divisors of $n$ is 1 .`, `2`, record.Undecided},
	})
}

// TestPolyAngle: issue 42, the angles of a polygon named by its number of
// sides (measure.CheckPolyAngle).
func TestPolyAngle(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Let $T=12$. Each interior angle of a regular $T$-gon has measure $d^{\circ}$. Compute $d$.`, `150`, record.Confirm},
		{`Let $T=12$. Each interior angle of a regular $T$-gon has measure $d^{\circ}$. Compute $d$.`, `30`, record.Refute},
		{`What is the degree measure of an interior angle of a regular pentagon?`, `108\text{ degrees}`, record.Confirm},
		{`A regular polygon has interior angles of 144 degrees. How many sides does the polygon have?`, `10`, record.Confirm},
		{`A regular polygon has an exterior angle that measures $15$ degrees. How many sides does the polygon have?`, `24`, record.Confirm},
		{`The measure of each exterior angle of a regular polygon is $30$ degrees. What is the sum of the measures of the interior angles, in degrees?`, `1800`, record.Confirm},
		{`The sum of the interior angles of an $n$-gon equals the sum of the interior angles of a pentagon plus the sum of the interior angles of an octagon. Compute $n$.`, `11`, record.Confirm},
		// 360/(180 − 100) is not an integer: no such polygon, undecided.
		{`A regular polygon has interior angles of 100 degrees. How many sides does the polygon have?`, `4`, record.Undecided},
		// Another wording is not read.
		{`A regular polygon has interior angles of 144 degrees. How many diagonals does the polygon have?`, `35`, record.Undecided},
	})
}

// TestMultCount: issue 42, the integers of a range that are multiples of
// given numbers (counting.CheckMultCount).
func TestMultCount(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Determine the number of positive integers less than or equal to 300 that are multiples of 3 or 5 , but are not multiples of 10 or 15 .`, `100`, record.Confirm},
		{`Determine the number of positive integers less than or equal to 300 that are multiples of 3 or 5 , but are not multiples of 10 or 15 .`, `101`, record.Refute},
		{`How many positive integers less than $101$ are multiples of either $5$ or $7$, but not both at once?`, `30`, record.Confirm},
		{`How many three-digit numbers are multiples of neither 5 nor 7?`, `618`, record.Confirm},
		{`If all multiples of 3 and all multiples of 4 are removed from the list of whole numbers 1 through 100, then how many whole numbers are left?`, `50`, record.Confirm},
		// "between 3 and 12" with or without its ends: 4 or 2 multiples of 3.
		{`How many integers between 3 and 12 are multiples of 3?`, `4`, record.Undecided},
	})
}

// TestPowChain: issue 42, the integers n with B^n between two numbers
// (counting.CheckPowChain), and fair coins read once the relay preamble is
// substituted (counting.CheckTrials).
func TestPowChain(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Compute the number of integers $n$ for which $2^{4}<8^{n}<16^{32}$.`, `41`, record.Confirm},
		{`Compute the number of integers $n$ for which $2^{4}<8^{n}<16^{32}$.`, `42`, record.Refute},
		{`Compute the number of integers $n$ for which $\frac{1}{100}<2^{n}<100$.`, `13`, record.Confirm},
		{`Compute the number of positive integers $n$ for which $\frac{1}{100}<2^{n}<100$.`, `6`, record.Confirm},
		{`Compute the number of integers $n$ for which $2^{4}<8^{m}<16^{32}$.`, `41`, record.Undecided},
		{`Let $T=3$. Suppose that $T$ fair coins are flipped. Compute the probability that at least one tails is flipped.`, `\frac{7}{8}`, record.Confirm},
		{`Let $T=3$. Suppose that $T$ fair coins are flipped. Compute the probability that at least one tails is flipped.`, `\frac{1}{8}`, record.Refute},
	})
}

// TestCoinLeast: issue 42, the least number of fair coin flips below a
// probability bound (counting.CheckCoinLeast), and the bases in which an
// integer has K digits (integers.CheckBaseCount).
func TestCoinLeast(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Let $T=\frac{1}{6084}$. Compute the least positive integer $n$ such that when a fair coin is flipped $n$ times, the probability of it landing heads on all $n$ flips is less than $T$.`, `13`, record.Confirm},
		{`Let $T=\frac{1}{6084}$. Compute the least positive integer $n$ such that when a fair coin is flipped $n$ times, the probability of it landing heads on all $n$ flips is less than $T$.`, `12`, record.Refute},
		{`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $10 \%$.`, `5`, record.Confirm},
		{`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $10 \%$.`, `4`, record.Refute},
		{`A fair coin is flipped $n$ times. Compute the smallest positive integer $n$ for which the probability that the coin has the same result every time is less than $x$.`, `4`, record.Undecided},
		{`Let $T=41$. Compute the number of positive integers $b$ such that the number $T$ has exactly two digits when written in base $b$.`, `35`, record.Confirm},
		{`Let $T=41$. Compute the number of positive integers $b$ such that the number $T$ has exactly two digits when written in base $b$.`, `36`, record.Refute},
		{`Compute the number of positive integers $b$ such that the number $100$ has exactly three digits when written in base $b$.`, `6`, record.Confirm},
	})
}

// TestDiffSquares: issue 42, the integers of a range that are differences
// of two squares (integers.CheckDiffSquares).
func TestDiffSquares(t *testing.T) {
	runShapeCases(t, []shapeCase{
		{`Compute the number of positive integers less than 25 that cannot be written as the difference of two squares of integers.`, `6`, record.Confirm},
		{`Compute the number of positive integers less than 25 that cannot be written as the difference of two squares of integers.`, `7`, record.Refute},
		{`Compute the number of positive integers less than 25 that can be written as the difference of two squares of integers.`, `18`, record.Confirm},
		{`How many of the integers between 1 and 1000, inclusive, can be expressed as the difference of the squares of two nonnegative integers?`, `750`, record.Confirm},
		{`How many of the integers between 1 and 1000, inclusive, can be expressed as the difference of the squares of two consecutive integers?`, `500`, record.Undecided},
	})
}
