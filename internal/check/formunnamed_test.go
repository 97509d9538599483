package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestFormUnnamed (issue 42): a form whose constants the statement does
// not name ("If we express $P$ in the form $a(x - h)^2 + k$, then what is
// $h$?"): the letters of the form that are not the expression's are the
// constants, solved from P − T = 0 identically in x.
func TestFormUnnamed(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`If we express $x^2 + 4x + 5$ in the form $a(x - h)^2 + k$, then what is $h$?`, `-2`, record.Confirm, "{a = 1, h = -2, k = 1}"},
		{`If we express $x^2 + 4x + 5$ in the form $a(x - h)^2 + k$, then what is $h$?`, `2`, record.Refute, ""},
		{`If we express $3x^2 + x - 4$ in the form $a(x - h)^2 + k$, then what is $k$?`, `-\frac{49}{12}`, record.Confirm, ""},
		{`Rewrite the expression $4s^2 + 28s + 45$ in the form $(cs + p)^2 + q$. What is $q$?`, `-4`, record.Confirm, ""},
		// c = ±2: p is not determined.
		{`Rewrite the expression $4s^2 + 28s + 45$ in the form $(cs + p)^2 + q$. What is $p$?`, `7`, record.Undecided, ""},
		// Another wording: not read here.
		{`If we quickly express $x^2 + 4x + 5$ in the form $a(x - h)^2 + k$, then what is $h$?`, `-2`, record.Undecided, ""},
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
