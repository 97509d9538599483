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

// kindRule maps a prose pattern to a kind; the first rule that matches wins,
// so the more specific patterns come first.
type kindRule struct {
	re   *regexp.Regexp
	kind Kind
}

var kindRules = []kindRule{
	{regexp.MustCompile(`\b(prove|show that|verify that|demonstrate)\b`), KindIdentity},
	{regexp.MustCompile(`\bfactori[sz]e|^\s*factor\b|\bfactor (the|completely|each|out|this)\b`), KindFactor},
	{regexp.MustCompile(`\bsystems? of\b|\bsolve the systems?\b|\bsystem\b`), KindSystem},
	{regexp.MustCompile(`\binequalit`), KindInequality},
	{regexp.MustCompile(`\blimit\b`), KindLimit},
	{regexp.MustCompile(`\bderivative\b|\bdifferentiate\b`), KindDerivative},
	{regexp.MustCompile(`\bintegral\b|\bintegrate\b|\bantiderivative\b`), KindIntegral},
	{regexp.MustCompile(`\b(maximum|minimum|greatest value|least value|largest value|smallest value)\b`), KindExtremum},
	{regexp.MustCompile(`\bsolve\b|\bequation\b|\broots?\b`), KindEquation},
	{regexp.MustCompile(`\bsimplif`), KindSimplify},
	{regexp.MustCompile(`\b(compute|calculate|evaluate|find the value|what is the value|determine the value|find the exact value)\b`), KindValue},
}

// kindFromProse reads the task kind from a statement's prose (formulas
// removed). It returns KindUnknown when no rule matches.
func kindFromProse(prose string) Kind {
	p := strings.ToLower(prose)
	for _, r := range kindRules {
		if r.re.MatchString(p) {
			return r.kind
		}
	}
	return KindUnknown
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

var roundingRe = regexp.MustCompile(`(?i)\b(round|rounded|nearest|approximate|approximately|decimal places?|to the nearest|accurate to|correct to|significant)`)

// asksRounding reports whether the prose asks for a rounded answer.
func asksRounding(prose string) bool { return roundingRe.MatchString(prose) }
