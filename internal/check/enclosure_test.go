package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// The numbers under the decision are enclosures (internal/cas, ball.go;
// docs/leg1-equality.md): these cases were decided wrongly when a value
// was a float of 192 bits taken as a fact.

// TestEnclosureVerdicts: near-integer floors and ceilings, cancellation,
// tiny terms inside transcendental functions, huge trigonometric
// arguments and the degree sign after a bracketed argument.
func TestEnclosureVerdicts(t *testing.T) {
	C, R := record.Confirm, record.Refute
	runVerdictCases(t, []verdictCase{
		// Near-integer floors and ceilings: (2+√3)^n + (2−√3)^n is an
		// integer A and (2−√3)^n > 0 is tiny, so ⌊(2+√3)^n⌋ = A − 1; the
		// n = 200 one is 10^-114 from A and needs 1,024 bits.
		{`Compute $\lfloor (2+\sqrt{3})^{40} \rfloor$.`, `75492168629825517411073`, C},
		{`Compute $\lfloor (2+\sqrt{3})^{40} \rfloor$.`, `75492168629825517411074`, R},
		{`Compute $\lceil (3+\sqrt{8})^{30} \rceil$.`, `92585104325562912980002`, C},
		{`Compute $\lceil (3+\sqrt{8})^{30} \rceil$.`, `92585104325562912980003`, R},
		{`Compute $\lfloor (2+\sqrt{3})^{200} \rfloor$.`, `2451938125953831333780558721759546401008782925036561232403516688362409210788510615625778205021592887795506768175873`, C},
		{`Compute $\lfloor (2+\sqrt{3})^{200} \rfloor$.`, `2451938125953831333780558721759546401008782925036561232403516688362409210788510615625778205021592887795506768175874`, R},
		{`Compute $\lfloor \log_3(3^{300}-1) \rfloor$.`, `299`, C},
		{`Compute $\lfloor \log_3(3^{300}-1) \rfloor$.`, `300`, R},
		// Cancellation past the working precision: (e^300+2) − e^300 = 2.
		{`Compute $(e^{300}+2)-e^{300}$.`, `0`, R},
		{`Compute $(e^{300}+2)-e^{300}$.`, `2`, C},
		{`Compute $\sqrt{10^{60}+1}-10^{30}$.`, `0`, R},
		// Tiny terms inside transcendental functions, huge ones outside.
		{`Compute $\sin(10^{-150})\cdot 10^{150}$.`, `1`, R},
		{`Compute $e^{10^{-120}}$.`, `1`, R},
		{`Compute $\arctan(10^{250})$.`, `\frac{\pi}{2}`, R},
		// Huge trigonometric arguments: cos 10^200 = −0.24638717…, sin
		// 10^250 = −0.35147216… (reduced with 700 digits of π, in
		// integer arithmetic).
		{`Compute $\cos(10^{200})$ to the nearest hundredth.`, `-0.25`, C},
		{`Compute $\cos(10^{200})$ to the nearest hundredth.`, `-0.24`, R},
		{`Compute $\sin(10^{250})$ to the nearest thousandth.`, `-0.351`, C},
		{`Compute $\sin(10^{250})$ to the nearest thousandth.`, `-0.352`, R},
		// The degree sign after a bracketed argument, as MATH writes it.
		{`Compute $\sin (30)^\circ$.`, `\frac{1}{2}`, C},
		{`Compute $\tan (60)^\circ$.`, `\sqrt{3}`, C},
		{`Compute $\cos (2\cdot 30)^{\circ}$.`, `\frac12`, C},
	})
}

// TestEnclosureNotes: an exact value from exact arithmetic is "equal
// exactly", one decided on an enclosure (an integer part) says so, and a
// numerical agreement is evidence, never called exact.
func TestEnclosureNotes(t *testing.T) {
	for _, c := range []struct{ problem, answer, want, not string }{
		{"Compute $\\frac{1}{3}+\\frac{1}{6}$.", "\\frac12", "equal exactly", "enclosure"},
		{"Compute $\\lfloor \\sqrt{2}\\cdot 10 \\rfloor$.", "14", "decided on a proven enclosure", "exactly to"},
		{"Compute $\\sqrt{2}\\cdot\\sqrt{3}$.", "\\sqrt{6}", "evidence, not a proof", "exactly"},
	} {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != record.Confirm || !strings.Contains(r.Note, c.want) || strings.Contains(r.Note, c.not) {
			t.Errorf("%s / %s: %v %q, want a confirmation saying %q and not %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.not)
		}
	}
}

// TestSurdsExactly: values in ℚ(√s) (powers of surds included) are decided
// in their field, never by digits: (2+√5)^60 is 10^-38 from an integer,
// which it is not.
func TestSurdsExactly(t *testing.T) {
	for _, c := range []struct {
		problem, answer string
		want            record.Verdict
	}{
		{"Compute $(2+\\sqrt{5})^{60}$.", "41473935220454921602871195774259272002", record.Refute},
		{"Compute $(\\sqrt{2}+\\sqrt{8})^{2}$.", "18", record.Confirm},
		{"Compute $\\frac{1}{(1+\\sqrt{3})^{3}}$.", "\\frac{3\\sqrt{3}-5}{4}", record.Confirm},
		{"Compute $\\frac{1}{(1+\\sqrt{3})^{3}}$.", "\\frac{3\\sqrt{3}-5}{4}+10^{-90}", record.Refute},
	} {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, "exact") {
			t.Errorf("%s / %s: %v %q, want %v decided exactly", c.problem, c.answer, r.Verdict, r.Note, c.want)
		}
	}
}

// TestChainAnswer: every member of an answer written as a chain is
// checked; a false equation among them refutes a confirmation of the
// last member, with the pair quoted.
func TestChainAnswer(t *testing.T) {
	p := "Find $\\operatorname{proj}_{\\mathbf{v}}(\\mathbf{w})$ where $\\mathbf{w}=\\left[\\begin{array}{r}2 \\\\ 1 \\\\ 0\\end{array}\\right]$ and $\\mathbf{v}=\\left[\\begin{array}{l}1 \\\\ 1 \\\\ 0\\end{array}\\right]$."
	chain := func(mid string) string {
		return "$\\frac{\\mathbf{v} \\cdot \\mathbf{w}}{\\mathbf{v} \\cdot \\mathbf{v}} \\mathbf{v}=\\frac{3}{2}\\left[\\begin{array}{l}" + mid + "\\end{array}\\right]=\\left[\\begin{array}{c}\\frac{3}{2} \\\\ \\frac{3}{2} \\\\ 0\\end{array}\\right]$"
	}
	right := Check(context.Background(), p, chain("1 \\\\ 1 \\\\ 0"), Options{Seed: 1, Timeout: testTimeout})
	if right.Verdict != record.Confirm {
		t.Errorf("a true chain: %v %s", right.Verdict, right.Note)
	}
	wrong := Check(context.Background(), p, chain("1 \\\\ 2 \\\\ 0"), Options{Seed: 1, Timeout: testTimeout})
	if wrong.Verdict != record.Refute || !strings.Contains(wrong.Note, "false equation") {
		t.Errorf("a chain with a false middle member: %v %s", wrong.Verdict, wrong.Note)
	}
}
