package statement

import (
	"regexp"
	"strings"
)

// Linear systems written inline (issue 25, capability 5: the linear
// systems of CollegeMath's linear-algebra books).
//
// LinearSystemText restores two things a source's typesetting breaks in
// "Solve the system of equations $8 x+2 y+3 z=-3,8 x+3 y+3 z=-1$, and
// $4 x+y+3 z=-9$":
//
//   - a formula cut by a line break, "$-8 x+2 y+5 z=18,-8 x+$ $3 y+5 z=13$":
//     a formula that ends with + or - (a term must follow) and is followed,
//     after nothing but spaces, by the next formula is joined to it;
//   - a comma between digits that separates two equations: in
//     "=-3,8 x+3 y+3 z=-1" the comma is not a decimal comma when, split at
//     its commas, the formula is a list of equations each with exactly one
//     "=" and the part after each such comma starts with a coefficient of
//     an unknown ("8 x"); a decimal reading would make a chain a = b = c
//     whose middle term starts "-3.8 x", which no system is written as.
//     The comma gets a space after it, so the reader splits there.
//
// Both apply only where the statement says "system of equations" and the
// formulas are plain: letters, digits, spaces, + - = and commas (no
// brackets, braces or commands, so no fraction, set or point is touched).
// Anything else is returned unchanged; a cut that remains (a formula
// ending with = followed by prose) still leaves the row undecided. The
// systems asked in other words (LinearSystemShapes) are rewritten first.
func LinearSystemText(problem string) string {
	problem = LinearSystemShapes(problem) // the point on both lines, back substitution
	if !strings.Contains(problem, "system of equations") {
		return problem
	}
	problem = cutJoinRe.ReplaceAllStringFunc(problem, func(s string) string {
		m := cutJoinRe.FindStringSubmatch(s)
		if !plainLinearRe.MatchString(m[1]) || !plainLinearRe.MatchString(m[2]) {
			return s
		}
		return "$" + m[1] + " " + m[2] + "$"
	})
	return inlineFormulaRe.ReplaceAllStringFunc(problem, func(s string) string {
		f := s[1 : len(s)-1]
		if !plainLinearRe.MatchString(f) || !digitCommaTightRe.MatchString(f) {
			return s
		}
		parts := strings.Split(f, ",")
		for i, p := range parts {
			if strings.Count(p, "=") != 1 {
				return s
			}
			if i > 0 && p != "" && p[0] >= '0' && p[0] <= '9' && !coefficientStartRe.MatchString(p) {
				return s
			}
		}
		return "$" + strings.Join(parts, ", ") + "$"
	})
}

var (
	// two formulas "$…+$ $…$": the first ends with + or -.
	cutJoinRe = regexp.MustCompile(`\$([^$]*[+-])\$[ \t]+\$([^$]+)\$`)
	// an inline formula
	inlineFormulaRe = regexp.MustCompile(`\$[^$]+\$`)
	// letters, digits, spaces, signs, = and commas only
	plainLinearRe     = regexp.MustCompile(`^[A-Za-z0-9 +\-=,]+$`)
	digitCommaTightRe = regexp.MustCompile(`\d,\d`)
	// the part after a comma starts with a term whose coefficient is
	// followed by an unknown: "8 x", "13x"
	coefficientStartRe = regexp.MustCompile(`^\d+\s*[A-Za-z]`)
)
