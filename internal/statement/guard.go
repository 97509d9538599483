package statement

import (
	"regexp"
	"strings"

	"github.com/dgnpipe/dgnpipe/internal/latex/ast"
)

// OutOfScope returns why the problem is outside leg 1's reading, or "":
// a topic of the cue table's scope class (complex numbers, congruences,
// sequences, coefficients, coprime integers, least squares) or a
// congruence written in a formula (\pmod, \equiv).
func (st *Statement) OutOfScope() string {
	if w, ok := st.Read.Has(CueScope, ""); ok {
		return "the question is about " + w + ", which leg 1 does not model"
	}
	for _, cmd := range []string{`\pmod`, `\equiv`} {
		if strings.Contains(st.Raw, cmd) {
			return "the question is about " + cmd + ", which leg 1 does not model"
		}
	}
	return ""
}

// InverseTrigRe matches \sin^{-1} and the like: in the sources, as in most
// English texts, the inverse function (arcsin), not 1/sin.
var InverseTrigRe = regexp.MustCompile(`\\(sin|cos|tan|cot)\s*\^\s*(\{\s*-\s*1\s*\}|-\s*1)`)

// InverseTrig rewrites \sin^{-1} as \arcsin (and cos, tan, cot alike).
func InverseTrig(s string) string {
	return InverseTrigRe.ReplaceAllString(s, `\arc$1 `)
}

// BoundElsewhere returns why the free variables vars of the expression f
// are not free, or "": another formula of the statement (an equation, a
// definition) mentions them, a formula could not be read, or the prose
// defines them.
func (st *Statement) BoundElsewhere(f Formula, vars []string, problem string) string {
	if len(vars) == 0 {
		return ""
	}
	for _, t := range st.Targets {
		r, ok := t.E.(*ast.Rel)
		if !ok || IsCondition(r) {
			continue
		}
		for _, v := range vars {
			if ContainsVar(r, v) {
				return "the letter " + v + " is bound by the statement's formula " + Clip(t.Src, 40)
			}
		}
	}
	if st.Bad != "" {
		return "a formula of the statement cannot be read (" + st.Bad + "); it may define " + JoinNames(vars)
	}
	if w, ok := st.Read.Has(CueTopic, "a definition"); ok {
		return "the prose defines or constrains " + JoinNames(vars) + " (" + w + ")"
	}
	if w, ok := st.Read.Has(CueWord, "defined"); ok {
		return "the prose defines or constrains " + JoinNames(vars) + " (" + w + ")"
	}
	for _, f := range []string{`\begin{`, "&="} {
		if strings.Contains(problem, f) {
			return "a display of several formulas (" + f + ") may define " + JoinNames(vars)
		}
	}
	return ""
}

// ImaginaryUnitRe finds i written as the imaginary unit after a number
// ("3iz"); a letter i elsewhere may be an ordinary variable (g = h/i).
var ImaginaryUnitRe = regexp.MustCompile(`[0-9]\s?i\b|[0-9]i[a-z]`)
