package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

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
