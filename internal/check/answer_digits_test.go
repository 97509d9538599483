package check

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/latex"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestAnswerDemand: the digits an answer asks for count its numerals and
// the sizes of its terms: a term 45 orders below the total asks for 45
// digits more, wherever it stands in the sum (through −, products and
// quotients by constants); a single term or an answer with a variable
// asks only for its printed digits.
func TestAnswerDemand(t *testing.T) {
	c := newChecker(context.Background(), Options{Seed: 1})
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
		if got := c.answerDemand(e); got < tc.lo || got > tc.hi {
			t.Errorf("answerDemand(%s) = %d, want %d..%d", tc.src, got, tc.lo, tc.hi)
		}
	}
}

// TestAnswerDemandVerdicts: an answer whose smallest term lies beyond the
// 40 digits of precBits is decided at 1024 bits: the right one (the value
// found from a closed form or exactly) is confirmed, a near miss by 10^-40
// or e^-100 is refuted where the value found is exact or re-evaluated,
// never confirmed.
func TestAnswerDemandVerdicts(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12+e^{-100}$", C},
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12$", R},
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12+e^{-100}+10^{-60}$", R},
		{"Find $f'(2)$ if $f(x) = x^3 + e^{-100}x$.", "$12+2e^{-100}$", R},
		{"Find $\\frac{d}{dx}(x + e^{-100}x)$.", "$1+e^{-100}$", C},
		{"Find $\\frac{d}{dx}(x + e^{-100}x)$.", "$1+e^{-100}+10^{-60}$", R},
		{"If $x^2-4x+4=0$, what is the value of $x+5$?", "$7+e^{-100}$", R},
		{"If $x^2-4x+4=0$, what is the value of $x+5$?", "$7+10^{-40}$", R},
		{"If $x^2-4x+4=0$, what is the value of $x+5$?", "$7$", C},
		{"Compute $\\int_0^1 x\\,dx$.", "$\\frac12+10^{-40}$", R},
		{"Compute $1+e^{-100}$.", "$1+e^{-100}$", C},
		{"Compute $1+e^{-100}$.", "$1$", R},
	})
}
