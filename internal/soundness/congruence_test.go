package soundness

import (
	"context"
	"slices"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestCongruenceSlip (issue 42): the solution n of a congruence asked in
// a range is mutated to n ± 1 and n + m, and leg 1 refutes each.
func TestCongruenceSlip(t *testing.T) {
	for _, c := range []struct {
		problem, answer, want string
		own                   bool // the congruence slips are the first to give some mutant
	}{
		// Read by the integer range first, whose slips give n ± 1 and n + m.
		{`Find the integer $n$, $0 \le n \le 5$, such that \[n \equiv -3736 \pmod{6}.\]`, "2", "8", false},
		{`What integer $n$ satisfies $0\le n<18$ and $$n\equiv 142857\pmod{18}~?$$`, "9", "27", true},
		{`Solve the congruence $3n \equiv 2 \pmod{11}$, as a residue modulo 11.  (Give an answer between 0 and 10.)`, "8", "19", true},
	} {
		// n + m may come first from another family's slips (intrange-other
		// for a range given before "such that"): a mutant is emitted once.
		g := generate(c.problem, c.answer)
		got := answers(g, CongruenceSlip)
		if !slices.Contains(answers(g, ""), c.want) {
			t.Fatalf("mutants of %s: %v, want %s among them", c.answer, answers(g, ""), c.want)
		}
		if c.own && len(got) == 0 {
			t.Fatalf("no congruence-slip mutant of %s", c.answer)
		}
		got = append(got, c.want)
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
