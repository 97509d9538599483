package check

import (
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// Integrals and derivatives whose value comes from a closed form (an
// antiderivative in internal/algebra's table, a derivative's formula) are
// decided by the one equality decision to the evaluator's precision; a value
// that rests on quadrature or a difference quotient alone is never confirmed.
func TestCalculusClosedForms(t *testing.T) {
	C, R, U := record.Confirm, record.Refute, record.Undecided
	runAuditCases(t, []auditCase{
		{`Compute $\int_1^e\frac{1}{x}\,dx$.`, "1", C, "from the antiderivative"},
		{`Compute $\int_1^e\frac{1}{x}\,dx$.`, "1+10^{-40}", R, "differs from it by 1e-40"},
		{`Compute $\int_0^1 e^{x}\,dx$.`, "e-1", C, "from the antiderivative e^{x}"},
		{`Compute $\int_0^1 e^{x}\,dx$.`, "e-1+10^{-30}", R, "differs from it by 1e-30"},
		{`Compute $\int_0^{\pi}\sin x\,dx$.`, "2", C, "equal exactly"},
		{`Compute $\int_0^1\frac{1}{1+x^2}\,dx$.`, `\frac{\pi}{4}`, C, `from the antiderivative \arctan`},
		{`Compute $\int_0^{\frac{\pi}{4}}\sec^2 x\,dx$.`, "1", C, "equal exactly"},
		{`Compute $\int_0^{4}\sqrt{x}\,dx$.`, `\frac{16}{3}`, C, ""},
		{`Compute $\int_0^{\frac12}\frac{1}{\sqrt{1-x^2}}\,dx$.`, `\frac{\pi}{6}`, C, `from the antiderivative \arcsin`},
		// cos x vanishes inside [0, 2]: tan is no antiderivative across it.
		{`Compute $\int_0^{2}\sec^2 x\,dx$.`, `\tan 2`, U, ""},
		// Not in the table: quadrature only, which estimates its error.
		{`Compute $\int_0^1 x e^{x}\,dx$.`, "1", U, "error is estimated, not proven"},
		{`Find $f'(1)$ if $f(x)=\frac{x^2+1}{x}$.`, "0", C, "equal exactly"},
		// Defined at and around the point is not continuous: the integer
		// part, the fractional part and sgn jump there.
		{`Compute $\lim_{x\to 2}\lfloor x\rfloor$.`, "2", U, "one-sided limits"},
		{`Compute $\lim_{x\to 1}\{x\}$.`, "0", U, "one-sided limits"},
		{`Compute $\lim_{x\to 0}\operatorname{sgn}(x)$.`, "0", U, "one-sided limits"},
		{`Find $f'(2)$ if $f(x)=\ln(x^2+1)$.`, `\frac{4}{5}`, C, "equal exactly"},
		// At the sample points x, sin(x+0) − sin x is a float 0, not an
		// exact one: l'Hôpital's rule is not applied, extrapolation only.
		{`Compute $\lim_{h\to 0}\frac{\sin(x+h)-\sin x}{h}$.`, `\cos x`, U, "estimated, not proven"},
		{`Compute $\lim_{h\to 0}\frac{\sin(xh)}{h}$.`, `x`, C, "at 16 admissible points"},
		{`Find $f'(1)$ if $f(x)=\sin x$.`, `\cos 1`, C, "from the derivative's formula"},
		{`Find $f'(1)$ if $f(x)=\sin x$.`, `\cos 1+10^{-35}`, R, ""},
	})
}
