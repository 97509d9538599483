package check

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// outOfScopeRe marks questions leg 1 does not model whatever their formulas
// look like: complex numbers, congruences, sequences, coefficients of a
// polynomial ("the coefficient of"), pairs of coprime integers, least-squares solutions.
var outOfScopeRe = regexp.MustCompile(`(?i)\bcomplex (numbers?|roots?|solutions?|plane|zeros?)\b|\\pmod\b|\\equiv\b|\bcongruen|\b(sequence|progression)\b|\bcoefficient\b|\brelatively prime\b|\bleast[- ]squares?\b`)

// outOfScope returns why the problem is outside leg 1's reading, or "".
func outOfScope(problem string) string {
	if m := outOfScopeRe.FindString(problem); m != "" {
		return "the question is about " + strings.ToLower(strings.TrimSpace(m)) + ", which leg 1 does not model"
	}
	return ""
}

// inverseTrigRe matches \sin^{-1} and the like: in the sources, as in most
// English texts, the inverse function (arcsin), not 1/sin.
var inverseTrigRe = regexp.MustCompile(`\\(sin|cos|tan|cot)\s*\^\s*(\{\s*-\s*1\s*\}|-\s*1)`)

// inverseTrig rewrites \sin^{-1} as \arcsin (and cos, tan, cot alike).
func inverseTrig(s string) string {
	return inverseTrigRe.ReplaceAllString(s, `\arc$1 `)
}

// definedRe marks prose that defines or constrains the letters of a
// formula ("Let a, b be the roots", "such that", "Define").
var definedRe = regexp.MustCompile(`(?i)\b(define|defined|such that|be the|are the|satisf(y|ies))\b|\\begin\{|&=`)

// boundElsewhere returns why the free variables vars of the expression f
// are not free, or "": another formula of the statement (an equation, a
// definition) mentions them, a formula could not be read, or the prose
// defines them.
func (st *statement) boundElsewhere(f formula, vars []string, problem string) string {
	if len(vars) == 0 {
		return ""
	}
	for _, t := range st.targets {
		r, ok := t.E.(*ast.Rel)
		if !ok || isCondition(r) {
			continue
		}
		for _, v := range vars {
			if containsVar(r, v) {
				return "the letter " + v + " is bound by the statement's formula " + clip(t.Src, 40)
			}
		}
	}
	if st.bad != "" {
		return "a formula of the statement cannot be read (" + st.bad + "); it may define " + joinNames(vars)
	}
	if m := definedRe.FindString(problem); m != "" {
		return "the prose defines or constrains " + joinNames(vars) + " (" + strings.ToLower(m) + ")"
	}
	return ""
}

// imaginaryUnitRe finds i written as the imaginary unit after a number
// ("3iz"); a letter i elsewhere may be an ordinary variable (g = h/i).
var imaginaryUnitRe = regexp.MustCompile(`[0-9]\s?i\b|[0-9]i[a-z]`)
