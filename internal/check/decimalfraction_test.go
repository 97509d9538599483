package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestRepeatingDecimalFraction: a repeating decimal asked as a fraction is
// evaluated exactly; the answer must be that fraction in lowest terms.
func TestRepeatingDecimalFraction(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Express $0.\overline{36}$ as a common fraction.`, `\frac{4}{11}`, record.Confirm, "is 4/11 exactly"},
		{`Express $0.\overline{36}$ as a common fraction.`, `\frac{36}{99}`, record.Undecided, "not written in that form"},
		{`Express $0.\overline{36}$ as a common fraction.`, `\frac{4}{9}`, record.Refute, "not 4/9"},
		{`Express $0.4\overline{56}$ as a common fraction in lowest terms.`, `\frac{226}{495}`, record.Confirm, "226/495"},
		{`Find the fraction that equals $0.72\overline{6}$.`, `\frac{109}{150}`, record.Confirm, "109/150"},
		{`What is $0.8\overline{4}-0.\overline{4}$? Express your answer as a common fraction.`, `\frac{2}{5}`, record.Confirm, "2/5"},
		{`Express $0.\overline{36}$ as a common fraction, for Tom.`, `\frac{4}{11}`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
