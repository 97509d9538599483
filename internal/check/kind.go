package check

import (
	"regexp"
	"strings"
)

// Kind is the task kind read from a statement's prose (and, where the prose
// is silent, from the shape of its formulas).
type Kind int

const (
	KindUnknown    Kind = iota
	KindValue           // Compute, Calculate, Evaluate, Find the value
	KindSimplify        // Simplify (an expression with free variables)
	KindEquation        // Solve the equation
	KindSystem          // Solve the system
	KindInequality      // Solve the inequality
	KindIdentity        // Prove
	KindFactor          // Factorise
	KindLimit
	KindDerivative
	KindIntegral
	KindExtremum
)

var kindNames = [...]string{"unknown", "value", "simplify", "equation", "system", "inequality", "identity", "factorise", "limit", "derivative", "integral", "extremum"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "unknown"
	}
	return kindNames[k]
}

// substitutionCue reports whether the prose just before a fragment announces
// an indicated substitution or a condition ("at", "if", "when", "for",
// "where", "given", "with", "provided").
var cueRe = regexp.MustCompile(`(?i)\b(at|if|when|for|where|given|with|provided|assuming|and|,)\s*(that\s*)?$`)

func hasCue(before string) bool {
	before = strings.TrimRight(before, " \t\n")
	if strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";") {
		return true
	}
	return cueRe.MatchString(before)
}
