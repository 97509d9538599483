package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestBaseQuestions: a value asked in a base is computed exactly and the
// answer read as a numeral in that base.
func TestBaseQuestions(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Convert $213_{8}$ to base 10.`, `139`, record.Confirm, "= 139 in base 10"},
		{`Convert $213_{8}$ to base 10.`, `140`, record.Refute, "not"},
		{`Express $555_{10}$ in base $5$.`, `4210_{5}`, record.Confirm, "4210 in base 5"},
		{`Express $555_{10}$ in base $5$.`, `4210_{6}`, record.Undecided, "written in base 6"},
		{`Compute $58_9 - 18_9.$ Express your answer in base $9.$`, `40_9`, record.Confirm, "36 in base 10"},
		{`What is the base six equivalent of $999_{10}$?`, `4343_6`, record.Confirm, "4343 in base 6"},
		{`Find the sum of $327_8$ and $73_8$ in base $8$.`, `422_8`, record.Confirm, "327_8 + 73_8"},
		{`Express the quotient $413_5 \div 12_5$ in base 5.`, `2_5`, record.Undecided, "not an integer"},
		{`Express $1011_2 + 101_2$ in base 2.`, `10000`, record.Confirm, "read as a numeral in base 2"},
		{`Express $1011_2 + 101_2$ in base 2, please.`, `10000`, record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
