package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestValueFormSlip (issue 42): a closed value asked in a named form is
// mutated to other values written in that form, and leg 1 refutes each; a
// statement of another shape gives no mutant.
func TestValueFormSlip(t *testing.T) {
	for _, c := range []struct{ problem, answer string }{
		{`Write $(-5)^5\div5^3+3^{4}-6^{1}$ as an integer.`, `50`},
		{`What is $\sqrt[4]{81} \cdot \sqrt[3]{27} \cdot \sqrt{9}$ expressed as a positive integer?`, `27`},
		{`Find $53\cdot\left(3\frac{1}{5} - 4\frac{1}{2}\right) \div \left(2\frac{3}{4} + 1\frac{2}{3} \right)$. Express your answer as a mixed number.`, `-15\frac{3}{5}`},
		{`Express as a common fraction: $\cfrac{ \frac{2}{5}+\frac{3}{4} }{ \frac{4}{9}+\frac{1}{6}}$.`, `\frac{207}{110}`},
	} {
		got := answers(generate(c.problem, c.answer), ValueFormSlip)
		if len(got) == 0 {
			t.Fatalf("value-form-slip mutants of %s: none", c.answer)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
	if got := answers(generate(`Write $5^2$ as a power of five.`, `5^2`), ValueFormSlip); len(got) != 0 {
		t.Errorf("a statement not read: got %q", got)
	}
}
