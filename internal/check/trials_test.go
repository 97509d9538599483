package check

import (
	"context"
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestTrials (issue 42): the probability of at least, at most or exactly
// K successes in N fair coin flips or die rolls, summed exactly; a
// statement with one more word is left to the rest of the dispatch.
func TestTrials(t *testing.T) {
	cases := []struct {
		problem, answer string
		want            record.Verdict
		note            string
	}{
		{"We flip a fair coin 10 times.  What is the probability that we get heads in at least 6 of the 10 flips?", `\frac{193}{512}`, record.Confirm, "exactly 193/512"},
		{"We flip a fair coin 10 times.  What is the probability that we get heads in at least 6 of the 10 flips?", `\frac{105}{512}`, record.Refute, "not 105/512"},
		{"We flip a fair coin 10 times.  What is the probability that we get heads in at least 6 of the 9 flips?", `\frac{193}{512}`, record.Undecided, ""},
		{"We flip an unfair coin 10 times.  What is the probability that we get heads in at least 6 of the 10 flips?", `\frac{193}{512}`, record.Undecided, ""},
		{"A fair coin is flipped 7 times.  What is the probability that at least 5 of the flips come up heads?", `\frac{29}{128}`, record.Confirm, ""},
		{"A fair coin is flipped 7 times.  What is the probability that at least 5 consecutive flips come up heads?", `\frac{29}{128}`, record.Undecided, ""},
		{"8 coins are simultaneously flipped.  What is the probability that heads are showing on at most 2 of them?", `\dfrac{37}{256}`, record.Confirm, ""},
		{"If we flip 6 coins, what is the probability of getting at least 2 heads?", `\frac{57}{64}`, record.Confirm, ""},
		{"We roll a fair 6-sided die 5 times.  What is the probability that we get a 6 in at most 2 of the rolls?", `\frac{625}{648}`, record.Confirm, "1/6"},
		{"We roll a fair 6-sided die 5 times.  What is the probability that we get an odd number in exactly 4 of the 5 rolls?", `\dfrac{5}{32}`, record.Confirm, "1/2"},
		{"We roll a fair 6-sided die 5 times.  What is the probability that exactly 3 of the 5 rolls are either a 1 or a 2?", `\frac{40}{243}`, record.Confirm, "1/3"},
		{"We roll a fair 6-sided die 5 times.  What is the probability that exactly 3 of the 5 rolls are either a 1 or a 1?", `\frac{40}{243}`, record.Undecided, ""},
		// Issue 42's further coin shapes.
		{"What is the probability that Fatima gets fewer heads than tails if she flips 10 coins?", `\dfrac{193}{512}`, record.Confirm, "0 to 4 of 10"},
		{"If Anna flips 8 coins, what is the probability that she gets more heads than tails?", `\dfrac{93}{256}`, record.Confirm, "5 to 8 of 8"},
		{"If Anna flips 8 coins, what is the probability that she gets more heads than tails?", `\dfrac{1}{2}`, record.Refute, ""},
		{"If three coins are tossed at the same time, what is the probability of getting two tails and one head? Express your answer as a common fraction.", `\frac{3}{8}`, record.Confirm, "1 to 1 of 3"},
		{"If three coins are tossed at the same time, what is the probability of getting two tails and two heads? Express your answer as a common fraction.", `\frac{3}{8}`, record.Undecided, ""},
		{`I have an unfair coin that lands as heads with probability of $\dfrac{2}{3}$. If I flip the coin 5 times, what is the probability that I get exactly two heads?`, `\dfrac{40}{243}`, record.Confirm, "2/3"},
		{`George flips an unfair coin 7 times. The coin has a $\frac{1}{4}$ probability of coming up heads and a $\frac{3}{4}$ probability of coming up tails. What is the probability that he flips exactly 2 tails?`, `\frac{189}{16384}`, record.Confirm, "5 to 5 of 7"},
		{`George flips an unfair coin 7 times. The coin has a $\frac{1}{4}$ probability of coming up heads and a $\frac{2}{4}$ probability of coming up tails. What is the probability that he flips exactly 2 tails?`, `\frac{189}{16384}`, record.Undecided, ""},
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
