package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestDrawProb: issue 42 (Gaokao), the probability of a random draw whose
// sample space the statement gives by counts (counting.CheckDrawProb).
func TestDrawProb(t *testing.T) {
	const (
		one  = `In a group of 8 children, 2 have freckles and 6 do not have freckles. If one of the 8 children is selected at random, what is the probability of selecting a child who has freckles?`
		dist = `There are 6 topics to choose from in an essay competition. Each contestant chooses 1 topic. If there are 2 contestants, what is the probability that the topics they choose are different?`
		mix  = `A team of 2 students is to be chosen from  4 candidates. Among the 4 candidates, there are 2 juniors and 2 seniors. What is the probability that the 2 selected students are in different grades?`
	)
	cases := []struct {
		q, answer string
		want      record.Verdict
	}{
		{one, `0.25`, record.Confirm},
		{one, `$\frac{1}{4}$`, record.Confirm},
		{one, `0.75`, record.Refute},
		{dist, `$\frac{5}{6}$`, record.Confirm},
		{dist, `$\frac{1}{6}$`, record.Refute},
		{strings.Replace(dist, "are 2 contestants", "are 3 contestants", 1), `$\frac{5}{9}$`, record.Confirm},
		{mix, `$\frac{2}{3}$`, record.Confirm},
		{mix, `$\frac{1}{2}$`, record.Refute},
		// counts that do not agree, a word more, another property
		{strings.Replace(one, "6 do not", "5 do not", 1), `0.25`, record.Undecided},
		{strings.Replace(one, "a child who has freckles", "a child who has glasses", 1), `0.25`, record.Undecided},
		{strings.Replace(dist, "are different?", "are different or equal?", 1), `$\frac{5}{6}$`, record.Undecided},
		{strings.Replace(mix, "2 juniors and 2 seniors", "2 juniors and 3 seniors", 1), `$\frac{2}{3}$`, record.Undecided},
		{strings.Replace(dist, "are 2 contestants", "are 7 contestants", 1), `0`, record.Undecided}, // more contestants than topics: not read
	}
	for _, tc := range cases {
		if got := Check(context.Background(), tc.q, tc.answer, Options{Seed: 1, Timeout: testTimeout}); got.Verdict != tc.want {
			t.Errorf("%q / %q: %s (%s), want %s", tc.q, tc.answer, got.Verdict, got.Note, tc.want)
		}
	}
}
