// Package basecount reads a question that counts the bases in which an
// integer has a given number of digits ("Compute the number of positive
// integers $b$ such that the number $(41)$ has exactly two digits when
// written in base $b$."; issue 42, OlympiadBench; see Read). It reads; it
// proves nothing.
package basecount

import (
	"regexp"
	"strings"
)

// Question is the number of bases b ≥ 2 in which N has exactly K digits.
type Question struct {
	// N is a formula without dollars.
	N string
	K int
}

var (
	spaceRe = regexp.MustCompile(`\s+`)
	countRe = regexp.MustCompile(`^Compute the number of positive integers \$b\$ such that the number \$([^$]{1,40})\$ has exactly (two|three|four|five) digits when written in base \$b\$\.$`)
	kWords  = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5}
)

// Read reads a statement of the shape above; ok is false for any other.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "base") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	m := countRe.FindStringSubmatch(p)
	if m == nil {
		return Question{}, false
	}
	return Question{N: strings.TrimSpace(m[1]), K: kWords[m[2]]}, true
}
