package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestGroupChoice (issue 42): K chosen from groups of distinct members, a
// condition on how many of each; a wrong count is refuted; totals that
// disagree or one more word leave the statement to the rest of the
// dispatch.
func TestGroupChoice(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"Our school's girls volleyball team has 14 players, including a set of 3 triplets: Alicia, Amanda, and Anna.  In how many ways can we choose 6 starters if at most one of the triplets is in the starting lineup?", "1848", record.Confirm, "1848 ways"},
		{"Our school's girls volleyball team has 14 players, including a set of 3 triplets: Alicia, Amanda, and Anna.  In how many ways can we choose 6 starters if at most one of the triplets is in the starting lineup?", "3003", record.Refute, "not 3003"},
		{"Our school's girls volleyball team has 14 players, including a set of 3 triplets: Alicia, Amanda, and Anna.  In how many ways can we choose 6 starters if exactly two of the triplets is in the starting lineup?", "990", record.Undecided, ""},
		{"My school's math club has 6 boys and 8 girls.  I need to select a team to send to the state math competition.  We want 6 people on the team.  In how many ways can I select the team to have more girls than boys?", "1414", record.Confirm, "1414 ways"},
		{"There are 30 men and 40 women in the Town Library Club.  They wish to form a 7-person steering committee with 3 men and 4 women.  In how many ways can they form the committee?", "371,\\!043,\\!400", record.Confirm, "371043400"},
		{"There are 30 men and 40 women in the Town Library Club.  They wish to form a 6-person steering committee with 3 men and 4 women.  In how many ways can they form the committee?", "371,\\!043,\\!400", record.Undecided, ""},
		{"The Senate has 100 members, 55 Republicans and 45 Democrats.  In how many ways can I choose a 5-person committee consisting of 3 Republicans and 2 Democrats?", "25,\\!972,\\!650", record.Confirm, "25972650"},
		{"Liz has 11 marbles of different colors. In how many ways can she choose 3 of the marbles, if she refuses to choose the green one and the purple one at the same time?", "156", record.Confirm, "156 ways"},
		{"Ten distinct points are identified on the circumference of a circle. How many different convex quadrilaterals can be formed if each vertex must be one of these 10 points?", "210", record.Confirm, "210 ways"},
		{"Ten distinct points are identified on the circumference of a circle. How many different convex quadrilaterals can be formed if each vertex must be one of these 11 points?", "210", record.Undecided, ""},
		{"Sarah wants to order a pizza with 2 different toppings. She has 9 different toppings to choose from. How many different pizzas could she order?", "72", record.Refute, "not 72"},
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
