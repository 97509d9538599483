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
	// OlympiadBench 2575: a system, not an identity ("and prove that there
	// are no more solutions"); logarithms are not eliminated.
	{"Determine all real solutions to the system of equations\n\n$$\n\\begin{aligned}\n& x+\\log _{10} x=y-1 \\\\\n& y+\\log _{10}(y-1)=z-1 \\\\\n& z+\\log _{10}(z-2)=x+2\n\\end{aligned}\n$$\n\nand prove that there are no more solutions.",
		`1,2,3`, record.Undecided, "cannot be proven complete"},
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

// rootCases: a recomputed root set is complete; a root at a bisection
// point of the Sturm isolation was once counted twice and its neighbour
// lost.
var rootCases = []struct {
	problem, answer string
	want            record.Verdict
	note            string
}{
	{`Solve $x(2x-1)=0$.`, `0`, record.Refute, "1/2"},
	{`Solve $x(2x-1)=0$.`, `0, \frac12`, record.Confirm, "exactly 2 real root(s)"},
	{`Solve $x(x+1)(2x-1)(2x+1)(2x-3)=0$.`, `0, -1, \frac12, -\frac12`, record.Refute, "3/2"},
	{`Solve the system $x\left(\frac{1}{2}+y-2 x^{2}\right)=0$, $y\left(\frac{5}{2}+x-y\right)=0$.`,
		`(0,0),(0, \frac{5}{2}),(\frac{1}{2}, 0),(-\frac{1}{2}, 0),(\frac{3}{2}, 4),(-1, \frac{3}{2})`, record.Confirm, "6 real solution(s)"},
}

func TestRootSetComplete(t *testing.T) {
	for _, tc := range rootCases {
		for _, seed := range []int64{1, 2} {
			res := Check(context.Background(), tc.problem, tc.answer, Options{Seed: seed})
			if res.Verdict != tc.want || !strings.Contains(res.Note, tc.note) {
				t.Errorf("%s | %s (seed %d): got %v %q, want %v with %q", tc.problem, tc.answer, seed, res.Verdict, res.Note, tc.want, tc.note)
			}
		}
	}
}
