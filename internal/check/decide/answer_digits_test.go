package decide

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
)

// TestAnswerDemand: the digits an answer asks for count its numerals and
// the sizes of its terms: a term 45 orders below the total asks for 45
// digits more, wherever it stands in the sum (through −, products and
// quotients by constants); a single term or an answer with a variable
// asks only for its printed digits.
func TestAnswerDemand(t *testing.T) {
	c := NewChecker(context.Background(), Options{Seed: 1})
	for _, tc := range []struct {
		src    string
		lo, hi int // the demand lies in [lo, hi]
	}{
		{`12+e^{-100}`, 49, 51},            // 5 printed, 45 apart
		{`e^{-100}+12`, 49, 51},            // the order of the terms does not matter
		{`12-e^{-100}`, 49, 51},            // nor its sign
		{`2(6+e^{-100})`, 49, 52},          // through a product by a constant
		{`\frac{12+e^{-100}}{3}`, 49, 52},  // and a quotient
		{`1+10^{-30}\pi`, 35, 36},          // the power counted once
		{`18+10^{-30}`, 37, 38},            // 6 printed, 18·10^{30} apart
		{`\sqrt{2}+1`, 2, 3},               // terms of one size
		{`e^{-100}`, 3, 3},                 // a single term
		{`3x^2+e^{-100}`, 5, 5},            // a variable: printed digits only
		{`(1+\sqrt{2})(1-\sqrt{2})`, 4, 5}, // expanded: 1, -2, ±√2
		{`\frac{1}{3}+\frac{1}{3}10^{-50}`, 57, 59},
	} {
		e, err := latex.ParseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.AnswerDemand(e); got < tc.lo || got > tc.hi {
			t.Errorf("answerDemand(%s) = %d, want %d..%d", tc.src, got, tc.lo, tc.hi)
		}
	}
}

// TestAnswerDigits: the digits an answer asks a comparison for.
func TestAnswerDigits(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int
	}{
		{"3", 1},
		{"0.33333333333333333333", 20},
		{"18+10^{-30}", 36},
		{`\frac{1}{3}\left(1+10^{-100}\right)`, 108},
		{"99999999999999999991", 20},
		{`\sqrt{2}`, 1},
	} {
		e, err := latex.ParseExpr(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := AnswerDigits(e); got != c.want {
			t.Errorf("answerDigits(%s) = %d, want %d", c.src, got, c.want)
		}
	}
}
