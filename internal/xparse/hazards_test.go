package xparse

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestHazardPatterns pins which hazard each MATH fragment that the parsers
// read differently is explained by, and that ordinary notation names none.
func TestHazardPatterns(t *testing.T) {
	for _, c := range []struct{ tex, want string }{
		{`a+bi`, "i (imaginary"},
		{`2-3iz`, "i (imaginary"},
		{`\frac ij`, "i (imaginary"},
		{`AB/AD`, "a/bc"},
		{`AD \div BC`, "a/bc"},
		{`\log(kx)`, `\log without a base`},
		{`2\log(x+2)`, `\log without a base`},
		{`\cos \gamma`, `\gamma`},
		{`a + 6b + 32e + 720f`, "exponent notation"},
		{`47\,389\,248`, "separated by a space"},
		{`1 \quad 8 \quad 7`, "separated by a space"},
		{`2 \ 20`, "separated by a space"},
		{`7!!`, "double factorial"},
		{`\sqrt{-12} \sqrt{-2}`, "imaginary or undefined"},
		{`\log_2{3} \cdot \log_3{4}`, "argument extends"},
		{`\sin \frac{\theta}{2} \cdot (1 + \cos \theta)`, "argument extends"},
		{`(\Phi-\varphi)^2`, `\varphi`},
		{`\zeta(x)`, `\zeta`},
		{`D\,767\,E89`, "exponent notation"},
		{`\binom{1/2}{2014}`, "binomial of a non-integer"},
		{`f^{(n)}(x)`, "derivative or power"},
		{`5 4.6`, "separated by a space"},
		{`X^{T} Y`, "transpose"},
		{`U^T A U`, "transpose"},
		{`x^{\frac{2}{3}}-35`, "negative base"},
		{`235935623_{74}-a`, "numeral base"},
		{`\log_k 2 \log_{k+1} 2`, "argument extends"},
	} {
		if h := strings.Join(Hazards(c.tex), "; "); !strings.Contains(h, c.want) {
			t.Errorf("Hazards(%q) = %q, want %q", c.tex, h, c.want)
		}
	}
	for _, tex := range []string{`\sin x + \pi`, `\int_0^1 x\,dx`, `\lim_{x\to\infty} \frac{x}{2}`, `x^2-5x+6`, `\frac{1}{2}+\sqrt{2}`, `\log_2 8`, `\ln x`, `e^{2x}`, `\text{if } x`, `n!`} {
		if h := Hazards(tex); len(h) > 0 {
			t.Errorf("Hazards(%q) = %q, want none", tex, h)
		}
	}
}

// compute-engine's own evaluation under goja computed exact integer powers
// modulo 2^64 (2^{87}+3 gave 3); its reading is now evaluated by cas, so
// such a power is exact and agrees.
func TestComputeEngineIntegerPowerExact(t *testing.T) {
	e := engine(t)
	for _, tex := range []string{`2^{87}+3`, `2^{50}+3`} {
		got := e.CrossCheck(context.Background(), tex, ours(tex), nil)
		if got.Outcome != record.ParsersAgree || !strings.Contains(got.Note, "compute-engine and katex agree") {
			t.Errorf("%s: outcome %s: %s", tex, got.Outcome, got.Note)
		}
	}
}

// A \left( ... \right) group after a function name is its whole argument,
// as ( ... ) is: \cos\left(x\right) 100 is cos(x)·100 in the generic
// reading too (CollegeMath 4.12.18 and 4.12.19 were flagged by this).
func TestKaTeXLeftRightArgument(t *testing.T) {
	e := engine(t)
	for _, tex := range []string{`40 \cos \left(\frac{20}{180} \pi\right) 100`, `20 \cos \left(\frac{\pi}{6}\right) 200`, `\max\left(2, 5\right) 3`} {
		got := e.CrossCheck(context.Background(), tex, ours(tex), nil)
		if got.Outcome != record.ParsersAgree {
			t.Errorf("%s: %s: %s", tex, got.Outcome, got.Note)
		}
	}
}
