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
	for _, c := range []struct{ problem, answer, want string }{
		{`Find the integer $n$, $0 \le n \le 5$, such that \[n \equiv -3736 \pmod{6}.\]`, "2", "8"},
		{`What integer $n$ satisfies $0\le n<18$ and $$n\equiv 142857\pmod{18}~?$$`, "9", "27"},
		{`Solve the congruence $3n \equiv 2 \pmod{11}$, as a residue modulo 11.  (Give an answer between 0 and 10.)`, "8", "19"},
	} {
		got := answers(generate(c.problem, c.answer), CongruenceSlip)
		if !slices.Contains(got, c.want) {
			t.Fatalf("congruence-slip mutants of %s: %v, want %s among them", c.answer, got, c.want)
		}
		for _, a := range got {
			if r := check.Check(context.Background(), c.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, c.problem, r.Verdict, r.Note)
			}
		}
	}
}
