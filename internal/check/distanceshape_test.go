package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

func TestDistanceInRn(t *testing.T) {
	q := "Find the distance between the points $P=(1,3,-1,0)$ and $Q=(2,2,3,3)$ in $\\mathbb{R}^{4}$."
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{q, `$\sqrt{27}$.`, record.Confirm},
		{q, `$3 \sqrt{3}$`, record.Confirm},
		{q, `$\sqrt{26}$.`, record.Refute},
		{q, `$27$`, record.Refute},
		{q, `$-\sqrt{27}$`, record.Undecided},
		{q, `about 5.2`, record.Undecided},
		// the dimension disagrees with the points: not read
		{strings.Replace(q, "{4}", "{3}", 1), `$\sqrt{27}$.`, record.Undecided},
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
