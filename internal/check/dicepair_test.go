package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDicePair (issue 42, MATH Counting & Probability): the probability of an event of the two
// numbers two fair dice show, by trying the N² ordered outcomes; a wrong
// answer, an event outside the grammar and one more word stay undecided
// (never refuted).
func TestDicePair(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Two fair, 6-sided dice are thrown.  What is the probability that the product of the two numbers is a multiple of 5?  Express your answer as a common fraction.`, `\frac{11}{36}`, record.Confirm, "11 satisfy"},
		{`Two fair, 6-sided dice are thrown.  What is the probability that the product of the two numbers is a multiple of 5?  Express your answer as a common fraction.`, `\frac{1}{3}`, record.Undecided, "not 1/3"},
		{`Two fair, six-sided dice are rolled.  What is the probability that the sum of the two numbers showing is between 3 and 11, inclusive?`, `\frac{17}{18}`, record.Confirm, "34 satisfy"},
		{`John rolls a pair of standard 6-sided dice. What is the probability that the two numbers he rolls are relatively prime? Express your answer as a common fraction.`, `\frac{23}{36}`, record.Confirm, "23 satisfy"},
		{`Two eight-sided dice each have faces numbered 1 through 8. When the dice are rolled, each face has an equal probability of appearing on the top. What is the probability that the product of the two top numbers is greater than their sum? Express your answer as a common fraction.`, `\frac{3}{4}`, record.Confirm, "of the 64 ordered outcomes"},
		{`Two fair 6-sided dice are rolled.  What is the probability the sum rolled is 9?`, `\dfrac{1}{9}`, record.Confirm, "4 satisfy"},
		{`Two dice are tossed. What is the probability that the sum is greater than three?`, `\frac{11}{12}`, record.Confirm, "33 satisfy"},
		{`Two 6-sided dice, one red and one green, are rolled.  What is the probability that the red die shows an odd number and the green die shows a number that is a perfect square?`, `\frac16`, record.Confirm, "6 satisfy"},
		{`Nathan will roll two six-sided dice. What is the probability that he will roll a number less than three on the first die and a number greater than three on the second die? Express your answer as a common fraction.`, `\frac{1}{6}`, record.Confirm, "6 satisfy"},
		{`Nathan will roll two six-sided dice. What is the probability that he will roll a number less than three on the first die and a number greater than three on the second die? Express your answer as a common fraction.`, `\frac{1}{4}`, record.Undecided, "not 1/4"},
		{`Two 6-sided dice, one red and one green, are rolled.  What is the probability that the red die shows a blue number and the green die shows a 5?`, `\frac{1}{36}`, record.Undecided, ""},
		{`Two dice are tossed. What is the probability that the sum is greater than three or even?`, `\frac{11}{12}`, record.Undecided, ""},
		{`Two loaded dice are tossed. What is the probability that the sum is greater than three?`, `\frac{11}{12}`, record.Undecided, ""},
		{`Two eight-sided dice each have faces numbered 1 through 6. When the dice are rolled, each face has an equal probability of appearing on the top. What is the probability that the product of the two top numbers is greater than their sum?`, `\frac{3}{4}`, record.Undecided, ""},
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
