package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestIntRange: "Find the integer $n,$ <range>, such that <condition>."
// with equal sines, cosines or tangents at integer degrees, or a
// congruence; one word more, a range that holds two solutions or none,
// or a tangent against a sine is not decided here.
func TestIntRange(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{`Find the integer $n,$ $-90 < n < 90,$ such that $\tan n^\circ = \tan 252^\circ.$`, `72`, record.Confirm, "only 72"},
		{`Find the integer $n,$ $-90 < n < 90,$ such that $\tan n^\circ = \tan 252^\circ.$`, `252`, record.Refute, "only 72"},
		{`Find the integer $n,$ $0 \le n \le 180,$ such that $\cos n^\circ = \cos 568^\circ.$`, `152`, record.Confirm, "only 152"},
		{`Find the integer $n,$ $0 \le n \le 180,$ such that $\cos n^\circ = \cos 568^\circ.$`, `-152`, record.Refute, "only 152"},
		{`Find the integer $n,$ $-90 \le n \le 90,$ such that $\sin n^\circ = \sin 1021^\circ.$`, `-59`, record.Confirm, "only -59"},
		{`Find the integer $n,$ $-90 \le n \le 90,$ such that $\sin n^\circ = \cos 456^\circ.$`, `-6`, record.Confirm, "only -6"},
		{`Find the integer $n,$ $-90 \le n \le 90,$ such that $\sin n^\circ = \cos 456^\circ.$`, `186`, record.Refute, "only -6"},
		{`Find the integer $n$, $0 \le n \le 5$, that satisfies \[n \equiv 12345 \pmod{6}.\]`, `3`, record.Confirm, "only 3"},
		{`Find the integer $n$, $4 \le n \le 8$, such that \[n \equiv 7882 \pmod{5}.\]`, `2`, record.Refute, "only 7"},
		{`Find the integer $n$, $0 \le n \le 5$, such that $$n \equiv -3736 \pmod{6}.$$`, `2`, record.Confirm, "only 2"},
		// Not read here: one word more; two solutions in the range; a
		// tangent against a sine.
		{`Find the integer $n,$ $-90 < n < 90,$ such that $\tan n^\circ = \tan 252^\circ$ today.`, `72`, record.Undecided, ""},
		{`Find the integer $n,$ $0 \le n \le 360,$ such that $\cos n^\circ = \cos 568^\circ.$`, `152`, record.Undecided, ""},
		{`Find the integer $n,$ $-90 < n < 90,$ such that $\tan n^\circ = \sin 252^\circ.$`, `72`, record.Undecided, ""},
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
