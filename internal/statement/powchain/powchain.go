// Package powchain reads a question that counts the integers n for which
// a power B^n lies between two numbers ("Compute the number of integers
// $n$ for which $2^{4}<8^{n}<16^{32}$."; issue 42, OlympiadBench; see
// Read). It reads; it proves nothing.
package powchain

import (
	"regexp"
	"strings"
)

// Question is L (<|≤) B^n (<|≤) R over the integers n (the positive ones
// when Positive).
type Question struct {
	// L, R are formulas without dollars; B is the base, digits.
	L, B, R       string
	LowEq, HighEq bool
	Positive      bool
}

var (
	spaceRe = regexp.MustCompile(`\s+`)
	rel     = `(<|\\leq?|\\le)`
	side    = `((?:[0-9^{}()+\-. ]|\\cdot|\\frac){1,40})`
	chainRe = regexp.MustCompile(`^(?:Compute|Find|Determine) the number of (positive )?integers \$([a-z])\$ (?:for which|such that|that satisfy) \$` +
		side + rel + ` ?(\d{1,3})\^\{?([a-z])\}? ?` + rel + side + `\$ ?[.]$`)
)

// Read reads a statement of the shape above; ok is false for any other.
func Read(problem string) (Question, bool) {
	if !strings.Contains(problem, "number of") {
		return Question{}, false
	}
	p := spaceRe.ReplaceAllString(strings.TrimSpace(problem), " ")
	m := chainRe.FindStringSubmatch(p)
	if m == nil || m[2] != m[6] {
		return Question{}, false
	}
	l, r := strings.TrimSpace(m[3]), strings.TrimSpace(m[8])
	if l == "" || r == "" {
		return Question{}, false
	}
	return Question{L: l, B: m[5], R: r, LowEq: m[4] != "<", HighEq: m[7] != "<", Positive: m[1] != ""}, true
}
