// Package coinleast reads a question that asks for the least number of
// flips of a fair coin for which the probability that every flip is heads
// (or that every flip shows the same face) falls below a bound (issue 42,
// OlympiadBench; see Read). It reads; it proves nothing.
package coinleast

import (
	"regexp"
	"strings"
)

// Question is the least positive n with P(n) < Bound, P(n) = 1/2^n for all
// heads, 2/2^n for all the same face.
type Question struct {
	// Same is true for "the same result every time".
	Same bool
	// Bound is a formula without dollars; Percent is true when it is a
	// percentage ("10 \%").
	Bound   string
	Percent bool
	Shape   string
}

var (
	spaceRe = regexp.MustCompile(`\s+`)
	// "Compute the least positive integer $n$ such that when a fair coin
	// is flipped $n$ times, the probability of it landing heads on all $n$
	// flips is less than $(\frac{1}{6084})$." (the relay preamble
	// substituted)
	headsRe = regexp.MustCompile(`^Compute the (?:least|smallest) positive integer \$n\$ such that when a fair coin is flipped \$n\$ times, the probability of it landing heads on all \$n\$ flips is less than \$([^$]{1,40})\$\.$`)
	// "A fair coin is flipped $n$ times. Compute the smallest positive
	// integer $n$ for which the probability that the coin has the same
	// result every time is less than $10 \%$."
	sameRe = regexp.MustCompile(`^A fair coin is flipped \$n\$ times\. Compute the (?:least|smallest) positive integer \$n\$ for which the probability that the coin has the same result every time is less than \$([^$]{1,40})\$\.$`)
	pctRe  = regexp.MustCompile(`^(\d{1,3}) ?\\%$`)
)

// Read reads a statement of the shapes above; ok is false for any other.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "fair coin") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	q := Question{}
	if m := headsRe.FindStringSubmatch(p); m != nil {
		q.Bound, q.Shape = strings.TrimSpace(m[1]), "the least number of flips with all heads less likely than a bound"
	} else if m := sameRe.FindStringSubmatch(p); m != nil {
		q.Bound, q.Same, q.Shape = strings.TrimSpace(m[1]), true, "the least number of flips with one face every time less likely than a bound"
	} else {
		return Question{}, false
	}
	if m := pctRe.FindStringSubmatch(q.Bound); m != nil {
		q.Bound, q.Percent = m[1], true
	} else if strings.Contains(q.Bound, `%`) {
		return Question{}, false
	}
	return q, true
}
