package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestValueForm (issue 42): a closed value asked in a form named in words
// of its own ("Write $F$ as an integer.", "Express your answer as a mixed
// number.") is evaluated exactly; the answer must be written in that form,
// or the row is undecided; one word outside the shape and the statement
// keeps its reading.
func TestValueForm(t *testing.T) {
	mixed := `Find $53\cdot\left(3\frac{1}{5} - 4\frac{1}{2}\right) \div \left(2\frac{3}{4} + 1\frac{2}{3} \right)$. Express your answer as a mixed number.`
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Write $(-5)^5\div5^3+3^{4}-6^{1}$ as an integer.`, `50`, record.Confirm, "Write $F$ as an integer."},
		{`Write $(-5)^5\div5^3+3^{4}-6^{1}$ as an integer.`, `51`, record.Refute, ""},
		{`Write $(-5)^5\div5^3+3^{4}-6^{1}$ as an integer.`, `\frac{100}{2}`, record.Undecided, "an integer"},
		{`What is $2^{16} \div 16^2$? Write your answer as an integer.`, `256`, record.Confirm, ""},
		{`What is $\sqrt[4]{81} \cdot \sqrt[3]{27} \cdot \sqrt{9}$ expressed as a positive integer?`, `27`, record.Confirm, ""},
		{mixed, `-15\frac{3}{5}`, record.Confirm, "a mixed number"},
		{mixed, `-15\frac{2}{5}`, record.Refute, ""},
		{mixed, `-\frac{78}{5}`, record.Undecided, "a mixed number"},
		{`What is $.0\overline{3} \div .\overline{03}$? Express your answer as a mixed number.`, `1\frac{1}{10}`, record.Confirm, ""},
		{`Find $\frac{9}{10}+\frac{5}{6}$. Express your answer as a fraction in simplest form.`, `\frac{26}{15}`, record.Confirm, ""},
		{`Find $\frac{9}{10}+\frac{5}{6}$. Express your answer as a fraction in simplest form.`, `\frac{52}{30}`, record.Undecided, "a common fraction"},
		{`Express as a common fraction: $\cfrac{ \frac{2}{5}+\frac{3}{4} }{ \frac{4}{9}+\frac{1}{6}}$.`, `\frac{207}{110}`, record.Confirm, ""},
		{`Express the following as a common fraction in simplest form: $$\frac{9 \cdot 3 + 8}{4 \cdot 3 + 8}.$$`, `\frac{7}{4}`, record.Confirm, ""},
		{`What is $(3+3+5)\div2 - 1\div2$ in simplest terms?`, `5`, record.Confirm, ""},
		{`Find: $\frac{2}{7}+\frac{8}{10}$`, `\frac{38}{35}`, record.Confirm, "Find: $F$"},
		{`Find: $\frac{2}{7}+\frac{8}{10}$`, `\frac{38}{36}`, record.Refute, ""},
		// A word outside the shape; a letter in the formula.
		{`Write $(-5)^5\div5^3+3^{4}-6^{1}$ as a positive integer.`, `50`, record.Undecided, ""},
		{`Find: $\frac{2}{7}+\frac{8}{x}$`, `\frac{38}{35}`, record.Undecided, ""},
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
