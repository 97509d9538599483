package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestListCount: "How many numbers are in the list a, b, c, …, y, z?" is
// (last − first)/d + 1 when the written terms are one arithmetic
// progression; any other list or wording is not read.
func TestListCount(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`How many numbers are in the following list: $$-4, -1, 2, 5,\ldots, 32$$`, `13`, record.Confirm, "is 13"},
		{`How many numbers are in the list $ -33, -28, -23, \ldots, 52, 57?$`, `19`, record.Confirm, "is 19"},
		{`How many numbers are in the list $ -33, -28, -23, \ldots, 52, 57?$`, `18`, record.Refute, "is 19"},
		{`How many numbers are in the list $$ 2.5, 5.5, 8.5, 11.5, \ldots, 80.5, 83.5? $$`, `28`, record.Confirm, "is 28"},
		{`How many numbers are in the list $2008, 2003, 1998, \ldots, 8, 3?$`, `402`, record.Confirm, "is 402"},
		// Not one progression, a last term off the step, one word more.
		{`How many numbers are in the list $$ 6,7,10,11,14,15,\ldots,94,95,98? $$`, `47`, record.Undecided, ""},
		{`How many numbers are in the list $$ 6,10,14,\ldots,82,85? $$`, `20`, record.Undecided, ""},
		{`How many numbers are in the list $$ 6,10,14,\ldots,83? $$`, `20`, record.Undecided, ""},
		{`How many numbers are in the list $$ 6,10,\ldots,82,86? $$`, `21`, record.Undecided, ""},
		{`How many prime numbers are in the list $$ 6,10,14,\ldots,82,86? $$`, `0`, record.Undecided, ""},
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
