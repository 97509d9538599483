package statement

import (
	"regexp"
	"strings"
)

// pmodTailRe matches an inline formula that ends in \pmod{m} and holds no
// congruence (issue 25, capability 2): "$9^{-1} \pmod{100}$".
var pmodTailRe = regexp.MustCompile(`\$([^$]*?)\s*\\pmod\s*\{?\s*(\d+)\s*\}?\s*\$`)

// PmodProse writes "$E \pmod{m}$" as "$E$ modulo $m$", so that the cue
// table reads the residue question in words; a formula with \equiv is
// left as it is (a congruence, out of leg 1's scope).
func PmodProse(problem string) string {
	if !strings.Contains(problem, `\pmod`) {
		return problem // pmodTailRe needs it
	}
	return pmodTailRe.ReplaceAllStringFunc(problem, func(s string) string {
		m := pmodTailRe.FindStringSubmatch(s)
		if m[1] == "" || regexp.MustCompile(`\\equiv|\\pmod|\\mod`).MatchString(m[1]) {
			return s
		}
		return "$" + m[1] + "$ modulo $" + m[2] + "$"
	})
}
