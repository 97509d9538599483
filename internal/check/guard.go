package check

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// outOfScope returns why the problem is outside leg 1's reading, or "":
// a topic of the cue table's scope class (complex numbers, congruences,
// sequences, coefficients, coprime integers, least squares) or a
// congruence written in a formula (\pmod, \equiv).
func (st *statement) outOfScope() string {
	if w, ok := st.read.has(cueScope, ""); ok {
		return "the question is about " + w + ", which leg 1 does not model"
	}
	for _, cmd := range []string{`\pmod`, `\equiv`} {
		if strings.Contains(st.raw, cmd) {
			return "the question is about " + cmd + ", which leg 1 does not model"
		}
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
	if w, ok := st.read.has(cueTopic, "a definition"); ok {
		return "the prose defines or constrains " + joinNames(vars) + " (" + w + ")"
	}
	if w, ok := st.read.has(cueWord, "defined"); ok {
		return "the prose defines or constrains " + joinNames(vars) + " (" + w + ")"
	}
	for _, f := range []string{`\begin{`, "&="} {
		if strings.Contains(problem, f) {
			return "a display of several formulas (" + f + ") may define " + joinNames(vars)
		}
	}
	return ""
}

// imaginaryUnitRe finds i written as the imaginary unit after a number
// ("3iz"); a letter i elsewhere may be an ordinary variable (g = h/i).
var imaginaryUnitRe = regexp.MustCompile(`[0-9]\s?i\b|[0-9]i[a-z]`)
