package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// systemCases: a claimed solution set is confirmed only when it is the
// whole recomputed real solution set.
var systemCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string // a fragment of the note
}{
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2)`, record.Refute, "(2, 1)"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1)`, record.Confirm, "{(1, 2), (2, 1)}"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(2,1), (1,2)`, record.Confirm, "2 real solution(s)"},
	{`Solve the system $x+y=3$, $xy=2$.`, `(1,2), (2,1), (3,0)`, record.Refute, "(3, 0)"},
	{`Solve the system $2x+3y=7$, $x-y=1$.`, `(2,1)`, record.Confirm, "{(2, 1)}"},
	{`Solve the system $x+y=2$, $2x+2y=4$.`, `(1,1)`, record.Undecided, "free"},
	{`Solve the system $x+y=2$, $x+y=3$.`, `\text{no solution}`, record.Confirm, "∅"},
	{`Solve the system $x+y=2$, $x-y=0$.`, `\text{no solution}`, record.Refute, "(1, 1)"},
	{`Solve the system $x^2+y^2=5$, $x+y=3$.`, `(1,2), (2,1)`, record.Confirm, "real solution set"},
	{`Solve the system $x^2+y^2=5$, $x+y=3$.`, `(1,2)`, record.Refute, "(2, 1)"},
	{`Solve the system $x^2+y^2=1$, $x+y=1$.`, `(0,1), (1,0)`, record.Confirm, "real solution set"},
	{`Solve the system $y=x^2$, $y=2$.`, `(\sqrt{2},2), (-\sqrt{2},2)`, record.Confirm, "real solution set"},
	{`Solve the system $y=x^2$, $y=2$.`, `(\sqrt{2},2)`, record.Refute, "-1.414213562"},
	{`Solve the system $x^2+y^2=-1$, $x=y$.`, `\text{no solution}`, record.Confirm, "∅"},
	// three unknowns: one triple dropped
	{`Compute all ordered triples $(x,y,z)$ of real numbers satisfying $x+y+z=6$, $xy+yz+zx=11$, $xyz=6$.`,
		`(1,2,3), (1,3,2), (2,1,3), (2,3,1), (3,1,2)`, record.Refute, "(3, 2, 1)"},
	{`Compute all ordered triples $(x,y,z)$ of real numbers satisfying $x+y+z=6$, $xy+yz+zx=11$, $xyz=6$.`,
		`(1,2,3), (1,3,2), (2,1,3), (2,3,1), (3,1,2), (3,2,1)`, record.Confirm, "6 real solution(s)"},
	// radicals
	{`Solve the system $\sqrt{x}=y$, $x=4$.`, `(4,2)`, record.Confirm, "{(4, 2)}"},
}

func TestSystemCompleteness(t *testing.T) {
	for _, tc := range systemCases {
		for _, seed := range []int64{1, 2, 3} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}
