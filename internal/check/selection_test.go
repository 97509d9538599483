package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSelection (issue 42): K of N chosen without order (C(N, K)), K
// distinct offices held by different people (N!/(N-K)!) or by anyone
// (N^K); a statement with one more word or condition is left to the rest
// of the dispatch.
func TestSelection(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"In how many ways can a 3-person committee be chosen from a group of 8 people?", "56", record.Confirm, "C(8, 3) = 56"},
		{"In how many ways can a 3-person committee be chosen from a group of 8 people?", "336", record.Refute, "not 336"},
		{"In how many ways can a 3-person committee be chosen from a group of 8 people if Bob must serve?", "21", record.Undecided, ""},
		{"In how many ways can a 2-person committee be chosen from a group of 5 people (where the order in which we choose the 2 people doesn't matter)?", "10", record.Confirm, "C(5, 2)"},
		{"In how many ways can a 2-person committee be chosen from a group of 5 people (where the order in which we choose the 3 people doesn't matter)?", "10", record.Undecided, ""},
		{"10 people attend a party. During the party everyone shakes hands with everyone else. How many handshakes take place at the party?", "45", record.Confirm, "C(10, 2)"},
		{"10 people attend a party. During the party everyone shakes hands with everyone else. How many handshakes take place at the party?", "90", record.Refute, "not 90"},
		{"In how many ways can a President, Vice-President, and Treasurer be chosen from a group of 8 people if no one can serve two roles at the same time?", "336", record.Confirm, "8!/5!"},
		{"In how many ways can a President, Vice-President, and Treasurer be chosen from a group of 8 people if no one can serve two roles at the same time?", "56", record.Refute, "not 56"},
		{"In how many ways can a President, President, and Treasurer be chosen from a group of 8 people if no one can serve two roles at the same time?", "336", record.Undecided, ""},
		{"Our club has 25 members, and wishes to pick a president, secretary, and treasurer.  In how many ways can we choose the officers, if individual members may hold more than one office?", "15,\\!625", record.Confirm, "25^3"},
		{"Our club has 25 members, and wishes to pick a president, secretary, and treasurer.  In how many ways can we choose the officers, if individual members can only hold at most one office?", "13,\\!800", record.Confirm, "25!/22!"},
		{"Our club has 25 members, and wishes to pick a president, secretary, and treasurer.  In how many ways can we choose the officers, if individual members can only hold at most one office?", "15,\\!625", record.Refute, ""},
		{"My club has 15 members.  In how many ways can we choose a president, vice-president, secretary, and treasurer, if no member can hold more than one office?", "32,\\!760", record.Confirm, "15!/11!"},
		{"In how many ways can I choose 4 different officers (President, Vice President, Treasurer, and Secretary) from a club of 9 people?", "3024", record.Confirm, "9!/5!"},
		{"In how many ways can I choose 3 different officers (President, Vice President, Treasurer, and Secretary) from a club of 9 people?", "504", record.Undecided, ""},
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
