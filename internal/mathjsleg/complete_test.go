package mathjsleg

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/cas"
	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestLegRedoesCompleteness: where leg 1 proves a solution set complete, its
// evidence carries the eliminants (zero at their real roots, non-zero
// between and beyond them), and math.js recomputes those too, so leg 3 is
// evidence of completeness, not only of each root.
func TestLegRedoesCompleteness(t *testing.T) {
	l := leg(t)
	for _, c := range []struct{ problem, answer string }{
		{`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1)`},
		{`Solve the system $x^2+y^2=5$, $x+y=3$.`, `(1,2), (2,1)`},
		{`Solve $x^3-2x=0$.`, `0, \sqrt{2}, -\sqrt{2}`},
		{`Solve $\sqrt{x+7}=x-5$.`, `9`},
	} {
		r := check.Check(context.Background(), c.problem, c.answer, check.Options{Seed: 1})
		if r.Verdict != record.Confirm {
			t.Fatalf("%s / %s: leg 1 says %s (%s)", c.problem, c.answer, r.Verdict, r.Note)
		}
		between := 0
		for _, cmp := range r.Evidence {
			if !strings.HasPrefix(cmp.What, "eliminant of") {
				continue
			}
			prs, err := l.comparison(context.Background(), cas.New(), cmp, true)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.problem, cmp.What, err)
			}
			for _, pr := range prs {
				if pr.jsHolds != pr.nativeHolds {
					t.Errorf("%s: %s: math.js and leg 1 disagree%s", c.problem, cmp.What, pr.note)
				}
				if strings.HasSuffix(cmp.What, "between its real roots") {
					between++
					if !pr.jsHolds {
						t.Errorf("%s: %s: math.js finds the eliminant zero between its roots%s", c.problem, cmp.What, pr.note)
					}
				}
			}
		}
		if between == 0 {
			t.Errorf("%s: no eliminant checked between its roots in the evidence", c.problem)
		}
		if out, note := l.Check(context.Background(), r); out != record.MathJSConfirm {
			t.Errorf("%s: leg 3 = %s (%s)", c.problem, out, note)
		}
	}
}
