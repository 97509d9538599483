package soundness

import (
	"context"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestGroupChoiceSlip (issue 42): the choices of four MATH rows are
// mutated (the condition dropped, K misread by one), and leg 1 refutes
// every mutant.
func TestGroupChoiceSlip(t *testing.T) {
	rows := []struct{ problem, answer string }{
		{`Our school's girls volleyball team has 14 players, including a set of 3 triplets: Alicia, Amanda, and Anna.  In how many ways can we choose 6 starters if exactly one of the triplets is in the starting lineup?`, `1386`},
		{`A Senate committee has 8 Republicans and 6 Democrats.  In how many ways can we form a subcommittee of 5 members that has at least one member from each party?`, `1940`},
		{`I have 18 distinguishable socks in my drawer: 8 white, 6 brown, and 4 blue.  In how many ways can I choose a pair of socks, provided that I get two socks of the same color?`, `49`},
		{`The Senate has 100 members, 55 Republicans and 45 Democrats.  In how many ways can I choose a 5-person committee consisting of 3 Republicans and 2 Democrats?`, `25,\!972,\!650`},
	}
	total := 0
	for _, row := range rows {
		got := answers(generate(row.problem, row.answer), GroupChoiceSlip)
		if len(got) == 0 {
			t.Errorf("%q: no group-choice-slip mutant", row.answer)
		}
		for _, a := range got {
			total++
			if r := check.Check(context.Background(), row.problem, a, check.Options{Seed: 1}); r.Verdict != record.Refute {
				t.Errorf("mutant %s of %q: %s (%s), want refuted", a, row.answer, r.Verdict, r.Note)
			}
		}
	}
	t.Logf("%d group-choice-slip mutants, all refuted", total)
}
