package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestSeating (issue 42): people seated in a row or around a table under
// conditions of adjacency, every pattern of types enumerated; a wrong
// count is refuted; a statement with one more word or condition, or one
// that makes mirror images the same, is left to the rest of the dispatch.
func TestSeating(t *testing.T) {
	rot := "  (Two seatings are considered the same if one is a rotation of the other.)"
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"In how many ways can 9 people sit around a round table?" + rot, "40,\\!320", record.Confirm, "40320 ways"},
		{"In how many ways can 9 people sit around a round table?" + rot, "362880", record.Refute, "not 362880"},
		{"In how many ways can 8 people sit around a round table if 3 of the people -- Pierre, Rosa, and Thomas -- all want to sit together?" + rot, "720", record.Confirm, "720 ways"},
		{"In how many ways can we seat 6 people around a round table if Fred and Gwen insist on sitting opposite each other?" + rot, "24", record.Confirm, "opposite"},
		{"In how many ways can we seat 6 people around a round table if Fred and Gwen insist on sitting opposite each other?" + rot, "120", record.Refute, "not 120"},
		{"How many ways are there to arrange 6 people around a circular table with 7 seats?" + rot, "720", record.Confirm, "7 seats"},
		{"In how many ways can 7 people be seated in a row of chairs if two of the people, Wilma and Paul, refuse to sit next to each other?", "3600", record.Confirm, "3600 ways"},
		{"In how many ways can 8 people be seated in a row of chairs if three of the people, John, Wilma, and Paul, refuse to sit in three consecutive seats?", "36000", record.Confirm, "not together"},
		{"In how many ways can 6 girls and 2 boys sit in a row if the 2 boys insist on sitting next to each other?", "10,\\!080", record.Confirm, "10080 ways"},
		{"The Smith family has 4 sons and 3 daughters. In how many ways can they be seated in a row of 7 chairs such that at least 2 boys are next to each other?", "4896", record.Confirm, "some adjacent"},
		{"A Senate committee has 5 Democrats and 5 Republicans.  In how many ways can they sit around a circular table if each member sits next to two members of the other party? (Two seatings are the same if one is a rotation of the other.)", "2,\\!880", record.Confirm, "2880 ways"},
		{"Suppose that I have $6$ different books, $2$ of which are math books.  In how many ways can I stack my $6$ books on a shelf if I do not want the math books to be next to each other?", "480", record.Confirm, "480 ways"},
		{"Suppose that I have $6$ different books, $2$ of which are math books.  In how many ways can I stack my $7$ books on a shelf if I do not want the math books to be next to each other?", "480", record.Undecided, ""},
		{"In how many ways can I arrange 3 different math books and 5 different history books on my bookshelf, if I require there to be a math book on both ends?", "4,\\!320", record.Confirm, "ends"},
		{"In how many ways can four people line up in a straight line if the youngest person cannot be first in line?", "18", record.Confirm, "not first"},
		{"In how many ways can four people line up in a straight line if the youngest person cannot be first in line?", "24", record.Refute, "not 24"},
		{"A teacher wants to arrange 3 copies of Introduction to Geometry and 4 copies of Introduction to Number Theory on a bookshelf. In how many ways can he do that?", "35", record.Confirm, "alike"},
		{"There are seven wombats in a council. Three of them are hairy-nosed wombats, while the rest are all different species. If the hairy-nosed wombats are indistinguishable but the other wombats are, how many ways can the wombats seat themselves in a row?", "840", record.Confirm, "840 ways"},
		{"An international meeting is held between England, Germany, and France.  Three representatives attend from England, four from Germany, and two from France.  How many ways can all nine representatives sit around a circular table, if representatives of the same country sit together?  (Two ways are considered the same if one can be rotated to produce the other.)", "576", record.Confirm, "576 ways"},
		{"An international meeting is held between England, Germany, and France.  Three representatives attend from England, four from Germany, and two from France.  How many ways can all nine representatives sit around a circular table, if representatives of the same country sit together?", "576", record.Undecided, ""},
		// Not read: no rotation sentence around a table, reflections the same, a name twice.
		{"In how many ways can 9 people sit around a round table?", "40320", record.Undecided, ""},
		{"In how many ways can 5 people sit around a round table? (Two seatings are the same if one is a rotation or a reflection of the other.)", "12", record.Undecided, ""},
		{"In how many ways can we seat 6 people around a round table if Fred and Fred insist on sitting next to each other?" + rot, "48", record.Undecided, ""},
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
