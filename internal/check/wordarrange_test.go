package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestWordArrangements (issue 42): the arrangements of the letters of a
// word are n!/(m_1!·…·m_k!); a condition on them, or a "rearrangement",
// leaves the row to the rest of the dispatch.
func TestWordArrangements(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"Determine the number of ways to arrange the letters of the word ELLIPSE.", "1260", record.Confirm, "7!/(2!·2!) = 1260"},
		{"Determine the number of ways to arrange the letters of the word ELLIPSE.", "5040", record.Refute, "not 5040"},
		{"Determine the number of ways to arrange the letters of the word MISSISSIPPI.", "34,\\!650", record.Confirm, "11!/(4!·2!·4!)"},
		{"In how many ways can the letters of the word ``COPYRIGHT'' be arranged?", "362,\\!880", record.Confirm, "all different: 9!"},
		{"How many distinct arrangements of the letters in the word \"basic'' are there?", "120", record.Confirm, "5! = 120"},
		{"How many distinct arrangements are there of PAPA?", "6", record.Confirm, "4!/(2!·2!) = 6"},
		{"How many distinct arrangements are there of PAPA?", "5", record.Refute, "not 5"},
		{"In how many ways can the letters of the word BANANA be rearranged such that the new word does not begin with a B?", "50", record.Undecided, ""},
		{"How many distinct six-letter rearrangements of the word ``Hawaii\" can I form?", "180", record.Undecided, ""},
		{"Determine the number of ways to arrange the letters of the word ELLIPSE twice.", "1260", record.Undecided, ""},
	}
	for _, c := range cases {
		r := Check(context.Background(), c.problem, c.answer, Options{Seed: 1, Timeout: testTimeout})
		if r.Verdict != c.want || !strings.Contains(r.Note, c.note) {
			t.Errorf("%q / %q: got %s (%s), want %s with %q", c.problem, c.answer, r.Verdict, r.Note, c.want, c.note)
		}
	}
}
