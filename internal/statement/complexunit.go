package statement

import (
	"regexp"
	"strings"
)

// Issue 25, capability 5: complex numbers in a+bi form.

// indexLetterRe finds a letter i used as an index or bound variable: a
// subscript (a_i, a_{i}), a range (i = 1), a sum or a product.
var indexLetterRe = regexp.MustCompile(`_\s*\{?\s*i\b|\bi\s*=|\\sum|\\prod|\\int|\\lim`)

// ImplicitImaginaryUnit reports whether the letter i of a closed
// expression must be the imaginary unit although the statement does not
// say so: i is the only letter left once the substitutions are made
// (vars), nothing binds it (no substitution, no unknown asked, no index,
// sum or bound), and the prose is a short command ("Evaluate", "Simplify",
// "Find product:"). A closed expression in i alone with a value asked has
// no value unless i is the imaginary unit.
func (st *Statement) ImplicitImaginaryUnit(vars []string) bool {
	if len(vars) != 1 || vars[0] != "i" {
		return false
	}
	if HasSubst(st, "i") || st.Unknown == "i" || st.Bad != "" {
		return false
	}
	if indexLetterRe.MatchString(st.Raw) || strings.Contains(st.Raw, "\\begin{") {
		return false
	}
	return st.ProseWords() <= 8
}
