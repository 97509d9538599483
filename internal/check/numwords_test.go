package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestNumWords (issue 42, MATH Prealgebra): sentences read whole by
// statement/arithphrase with any count of numbers: a value rounded to a
// unit (ties upward; the rounding written u·⌊v/u + 1/2⌋), added or
// subtracted then rounded, a number written as a mixed number or a
// fraction, a reciprocal, the mean of listed numbers, the n-th odd
// positive integer, the product or sum of a gcd and an lcm.
func TestNumWords(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
	}{
		{`Round $3.45$ to the nearest tenth.`, `3.5`, record.Confirm},
		{`Round $3.45$ to the nearest tenth.`, `3.4`, record.Refute},
		{`Round to the nearest hundredth: 18.4851`, `18.49`, record.Confirm},
		{`Round to the nearest hundredth: 18.4851`, `18.4851`, record.Refute},
		{`Round $6287215$ to the nearest ten thousand.`, `6290000`, record.Confirm},
		{`Round $54.\overline{54}$ to the nearest hundredth.`, `54.55`, record.Confirm},
		{`Rounded to 2 decimal places, what is $\frac{7}{9}$?`, `0.78`, record.Confirm},
		{`Rounded to 2 decimal places, what is $\frac{7}{9}$?`, `0.77`, record.Refute},
		{`Add 53.463 to 12.9873 and round to the nearest thousandth.`, `66.450`, record.Confirm},
		{`Subtract $111.11$ from $333.33.$ Express the result as a decimal to the nearest hundredth.`, `222.22`, record.Confirm},
		{`What is the sum of 26 and 52, rounded to the nearest ten?`, `80`, record.Confirm},
		{`What is the sum of 26 and 52, rounded to the nearest ten?`, `78`, record.Refute},
		{`Add $-1$ to $-1.5$ and round to the nearest integer.`, `-2`, record.Undecided}, // a negative tie
		{`Add $\pi$ to $1$ and round to the nearest tenth.`, `4.1`, record.Undecided},    // not rational
		{`Convert $\frac{63}{5}$ to a mixed number.`, `12\frac{3}{5}`, record.Confirm},
		{`Convert $\frac{63}{5}$ to a mixed number.`, `\frac{63}{5}`, record.Undecided}, // not the form asked
		{`Write 2.24 as a simplified fraction.`, `\frac{56}{25}`, record.Confirm},
		{`Express as a common fraction the reciprocal of $0.\overline7$.`, `\frac 97`, record.Confirm},
		{`Express as a common fraction the reciprocal of $0.\overline7$.`, `\frac 79`, record.Refute},
		{`What is the average (mean) of the numbers 6, 8, 9, 11, and 16?`, `10`, record.Confirm},
		{`What is the average (mean) of the numbers 6, 8, 9, 11, and 16?`, `50`, record.Refute},
		{`Determine the average of the integers $71,$ $72,$ $73,$ $74,$ $75.$`, `73`, record.Confirm},
		{`What is the 17th odd positive integer?`, `33`, record.Confirm},
		{`What is the 17th odd positive integer?`, `34`, record.Refute},
		{`What is the product of the least common multiple and the greatest common factor of 22 and 48?`, `1056`, record.Confirm},
		{`What is the sum of the greatest common divisor of 30 and 81 and the least common multiple of 36 and 12?`, `39`, record.Confirm},
		{`How many one-thirds are in one-sixth?`, `\frac{1}{2}`, record.Confirm},
		{`What is one-half times two-thirds times three-fourths?`, `\frac{1}{4}`, record.Confirm},
		{`What is $\frac{1}{2}+\frac{1}{4}+\frac{1}{8}$ is equal to?`, `\frac{7}{8}`, record.Confirm},
		{`What is the positive square root of the product $10 \times 15 \times 24$?`, `60`, record.Confirm},
		{`What is the positive square root of the product $10 \times 15 \times 24$?`, `-60`, record.Refute},
		{`Find $\frac{7}{17} - \frac{4}{51}$. Reduce your answer to simplest form.`, `\frac{1}{3}`, record.Confirm},
		{`Find $\frac{7}{17} - \frac{4}{51}$. Reduce your answer to simplest form.`, `\frac{17}{51}`, record.Undecided}, // not in lowest terms
		// Outside the sentences: left to the other checkers.
		{`Round each number to the nearest tenth and add the results: 543.55, 25.23, and 299.98.`, `868.8`, record.Undecided},
		{`What is the median of 8, 12, 16, 20 and 24?`, `16`, record.Undecided},
		{`What is the 17th odd positive integer greater than 10?`, `43`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.problem, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.problem, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
